/* eslint-disable */
import { message } from '../translations.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Setpasswordsubtitle2Inputs */

const en_setpasswordsubtitle2 = /** @type {(inputs: Setpasswordsubtitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a password for your new account.`)
};

/**
* | output |
* | --- |
* | "Choose a password for your new account." |
*
* @param {Setpasswordsubtitle2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const setpasswordsubtitle2 = /** @type {((inputs?: Setpasswordsubtitle2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Setpasswordsubtitle2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ (/* @__PURE__ */ message("setpasswordsubtitle2", en_setpasswordsubtitle2));
export { setpasswordsubtitle2 as "setPasswordSubtitle" }