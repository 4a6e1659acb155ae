/* eslint-disable */
import { message } from '../translations.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Forgotpasswordsubmit2Inputs */

const en_forgotpasswordsubmit2 = /** @type {(inputs: Forgotpasswordsubmit2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Send Reset Link`)
};

/**
* | output |
* | --- |
* | "Send Reset Link" |
*
* @param {Forgotpasswordsubmit2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const forgotpasswordsubmit2 = /** @type {((inputs?: Forgotpasswordsubmit2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Forgotpasswordsubmit2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ (/* @__PURE__ */ message("forgotpasswordsubmit2", en_forgotpasswordsubmit2));
export { forgotpasswordsubmit2 as "forgotPasswordSubmit" }