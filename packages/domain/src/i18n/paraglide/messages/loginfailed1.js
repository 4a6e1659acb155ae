/* eslint-disable */
import { message } from '../translations.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Loginfailed1Inputs */

const en_loginfailed1 = /** @type {(inputs: Loginfailed1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Login failed. Please check your credentials.`)
};

/**
* | output |
* | --- |
* | "Login failed. Please check your credentials." |
*
* @param {Loginfailed1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const loginfailed1 = /** @type {((inputs?: Loginfailed1Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Loginfailed1Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ (/* @__PURE__ */ message("loginfailed1", en_loginfailed1));
export { loginfailed1 as "loginFailed" }