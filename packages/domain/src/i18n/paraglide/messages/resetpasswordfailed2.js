/* eslint-disable */
import { message } from '../translations.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Resetpasswordfailed2Inputs */

const en_resetpasswordfailed2 = /** @type {(inputs: Resetpasswordfailed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to reset password. Please try again.`)
};

/**
* | output |
* | --- |
* | "Failed to reset password. Please try again." |
*
* @param {Resetpasswordfailed2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const resetpasswordfailed2 = /** @type {((inputs?: Resetpasswordfailed2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Resetpasswordfailed2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ (/* @__PURE__ */ message("resetpasswordfailed2", en_resetpasswordfailed2));
export { resetpasswordfailed2 as "resetPasswordFailed" }