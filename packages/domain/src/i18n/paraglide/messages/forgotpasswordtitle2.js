/* eslint-disable */
import { message } from '../translations.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Forgotpasswordtitle2Inputs */

const en_forgotpasswordtitle2 = /** @type {(inputs: Forgotpasswordtitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Forgot Password`)
};

/**
* | output |
* | --- |
* | "Forgot Password" |
*
* @param {Forgotpasswordtitle2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const forgotpasswordtitle2 = /** @type {((inputs?: Forgotpasswordtitle2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Forgotpasswordtitle2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ (/* @__PURE__ */ message("forgotpasswordtitle2", en_forgotpasswordtitle2));
export { forgotpasswordtitle2 as "forgotPasswordTitle" }