/* eslint-disable */
import { message } from '../translations.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sessionexpired1Inputs */

const en_sessionexpired1 = /** @type {(inputs: Sessionexpired1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Session expired. Please login again.`)
};

/**
* | output |
* | --- |
* | "Session expired. Please login again." |
*
* @param {Sessionexpired1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const sessionexpired1 = /** @type {((inputs?: Sessionexpired1Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sessionexpired1Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ (/* @__PURE__ */ message("sessionexpired1", en_sessionexpired1));
export { sessionexpired1 as "sessionExpired" }