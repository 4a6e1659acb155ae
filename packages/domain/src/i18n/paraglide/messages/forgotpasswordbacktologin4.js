/* eslint-disable */
import { message } from '../translations.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Forgotpasswordbacktologin4Inputs */

const en_forgotpasswordbacktologin4 = /** @type {(inputs: Forgotpasswordbacktologin4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Back to Login`)
};

/**
* | output |
* | --- |
* | "Back to Login" |
*
* @param {Forgotpasswordbacktologin4Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const forgotpasswordbacktologin4 = /** @type {((inputs?: Forgotpasswordbacktologin4Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Forgotpasswordbacktologin4Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ (/* @__PURE__ */ message("forgotpasswordbacktologin4", en_forgotpasswordbacktologin4));
export { forgotpasswordbacktologin4 as "forgotPasswordBackToLogin" }