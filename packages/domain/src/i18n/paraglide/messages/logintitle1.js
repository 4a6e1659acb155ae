/* eslint-disable */
import { message } from '../translations.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Logintitle1Inputs */

const en_logintitle1 = /** @type {(inputs: Logintitle1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Welcome Back!`)
};

/**
* | output |
* | --- |
* | "Welcome Back!" |
*
* @param {Logintitle1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const logintitle1 = /** @type {((inputs?: Logintitle1Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Logintitle1Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ (/* @__PURE__ */ message("logintitle1", en_logintitle1));
export { logintitle1 as "loginTitle" }