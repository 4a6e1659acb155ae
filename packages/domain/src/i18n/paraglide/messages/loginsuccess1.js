/* eslint-disable */
import { message } from '../translations.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Loginsuccess1Inputs */

const en_loginsuccess1 = /** @type {(inputs: Loginsuccess1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Login successful!`)
};

/**
* | output |
* | --- |
* | "Login successful!" |
*
* @param {Loginsuccess1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const loginsuccess1 = /** @type {((inputs?: Loginsuccess1Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Loginsuccess1Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ (/* @__PURE__ */ message("loginsuccess1", en_loginsuccess1));
export { loginsuccess1 as "loginSuccess" }