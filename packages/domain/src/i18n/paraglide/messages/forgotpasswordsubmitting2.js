/* eslint-disable */
import { message } from '../translations.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Forgotpasswordsubmitting2Inputs */

const en_forgotpasswordsubmitting2 = /** @type {(inputs: Forgotpasswordsubmitting2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sending...`)
};

/**
* | output |
* | --- |
* | "Sending..." |
*
* @param {Forgotpasswordsubmitting2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const forgotpasswordsubmitting2 = /** @type {((inputs?: Forgotpasswordsubmitting2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Forgotpasswordsubmitting2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ (/* @__PURE__ */ message("forgotpasswordsubmitting2", en_forgotpasswordsubmitting2));
export { forgotpasswordsubmitting2 as "forgotPasswordSubmitting" }