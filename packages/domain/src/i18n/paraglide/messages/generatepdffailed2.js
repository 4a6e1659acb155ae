/* eslint-disable */
import { message } from '../translations.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Generatepdffailed2Inputs */

const en_generatepdffailed2 = /** @type {(inputs: Generatepdffailed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to generate PDF. Please try again.`)
};

/**
* | output |
* | --- |
* | "Failed to generate PDF. Please try again." |
*
* @param {Generatepdffailed2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const generatepdffailed2 = /** @type {((inputs?: Generatepdffailed2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Generatepdffailed2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ (/* @__PURE__ */ message("generatepdffailed2", en_generatepdffailed2));
export { generatepdffailed2 as "generatePdfFailed" }