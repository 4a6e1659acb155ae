/* eslint-disable */
import { message } from '../translations.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Certificatenotfound2Inputs */

const en_certificatenotfound2 = /** @type {(inputs: Certificatenotfound2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Certificate not found`)
};

/**
* | output |
* | --- |
* | "Certificate not found" |
*
* @param {Certificatenotfound2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const certificatenotfound2 = /** @type {((inputs?: Certificatenotfound2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Certificatenotfound2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ (/* @__PURE__ */ message("certificatenotfound2", en_certificatenotfound2));
export { certificatenotfound2 as "certificateNotFound" }