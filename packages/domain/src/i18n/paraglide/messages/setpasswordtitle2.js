/* eslint-disable */
import { message } from '../translations.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Setpasswordtitle2Inputs */

const en_setpasswordtitle2 = /** @type {(inputs: Setpasswordtitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Set Your Password`)
};

/**
* | output |
* | --- |
* | "Set Your Password" |
*
* @param {Setpasswordtitle2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const setpasswordtitle2 = /** @type {((inputs?: Setpasswordtitle2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Setpasswordtitle2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ (/* @__PURE__ */ message("setpasswordtitle2", en_setpasswordtitle2));
export { setpasswordtitle2 as "setPasswordTitle" }