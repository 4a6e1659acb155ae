/* eslint-disable */
import { message } from '../translations.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Resetpasswordtitle2Inputs */

const en_resetpasswordtitle2 = /** @type {(inputs: Resetpasswordtitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reset Password`)
};

/**
* | output |
* | --- |
* | "Reset Password" |
*
* @param {Resetpasswordtitle2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const resetpasswordtitle2 = /** @type {((inputs?: Resetpasswordtitle2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Resetpasswordtitle2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ (/* @__PURE__ */ message("resetpasswordtitle2", en_resetpasswordtitle2));
export { resetpasswordtitle2 as "resetPasswordTitle" }