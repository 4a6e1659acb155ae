/* eslint-disable */
import { message } from '../translations.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Authenticationfailed1Inputs */

const en_authenticationfailed1 = /** @type {(inputs: Authenticationfailed1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Authentication failed`)
};

/**
* | output |
* | --- |
* | "Authentication failed" |
*
* @param {Authenticationfailed1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const authenticationfailed1 = /** @type {((inputs?: Authenticationfailed1Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Authenticationfailed1Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ (/* @__PURE__ */ message("authenticationfailed1", en_authenticationfailed1));
export { authenticationfailed1 as "authenticationFailed" }