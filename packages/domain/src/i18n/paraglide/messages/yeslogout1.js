/* eslint-disable */
import { message } from '../translations.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Yeslogout1Inputs */

const en_yeslogout1 = /** @type {(inputs: Yeslogout1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Yes, Logout`)
};

/**
* | output |
* | --- |
* | "Yes, Logout" |
*
* @param {Yeslogout1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const yeslogout1 = /** @type {((inputs?: Yeslogout1Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Yeslogout1Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ (/* @__PURE__ */ message("yeslogout1", en_yeslogout1));
export { yeslogout1 as "yesLogout" }