/* eslint-disable */
import { message } from '../translations.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Loginforgotpassword2Inputs */

const en_loginforgotpassword2 = /** @type {(inputs: Loginforgotpassword2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Forgot password?`)
};

/**
* | output |
* | --- |
* | "Forgot password?" |
*
* @param {Loginforgotpassword2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const loginforgotpassword2 = /** @type {((inputs?: Loginforgotpassword2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Loginforgotpassword2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ (/* @__PURE__ */ message("loginforgotpassword2", en_loginforgotpassword2));
export { loginforgotpassword2 as "loginForgotPassword" }