/* eslint-disable */
import { translations } from '../translations.js';
import { getLocale, experimentalStaticLocale } from '../runtime.js';

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
const generatepdffailed2 = /** @type {((inputs?: Generatepdffailed2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Generatepdffailed2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	const translated = translations[locale]?.generatepdffailed2
	if (translated) return translated(inputs)
	return en_generatepdffailed2(inputs)
});
export { generatepdffailed2 as "generatePdfFailed" }