/* eslint-disable */
import { message } from '../translations.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Loggedout1Inputs */

const en_loggedout1 = /** @type {(inputs: Loggedout1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Logged out successfully!`)
};

/**
* | output |
* | --- |
* | "Logged out successfully!" |
*
* @param {Loggedout1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const loggedout1 = /** @type {((inputs?: Loggedout1Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Loggedout1Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ (/* @__PURE__ */ message("loggedout1", en_loggedout1));
export { loggedout1 as "loggedOut" }