/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Generatepdffailed2Inputs */

const en_generatepdffailed2 = /** @type {(inputs: Generatepdffailed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to generate PDF. Please try again.`)
};

const fr_generatepdffailed2 = /** @type {(inputs: Generatepdffailed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impossible de générer le PDF. Veuillez réessayer.`)
};

const es_generatepdffailed2 = /** @type {(inputs: Generatepdffailed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo generar el PDF. Inténtelo de nuevo.`)
};

const pt_generatepdffailed2 = /** @type {(inputs: Generatepdffailed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Não foi possível gerar o PDF. Tente novamente.`)
};

const sw_generatepdffailed2 = /** @type {(inputs: Generatepdffailed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Imeshindikana kutengeneza PDF. Tafadhali jaribu tena.`)
};

const ar_generatepdffailed2 = /** @type {(inputs: Generatepdffailed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تعذّر إنشاء ملف PDF. يرجى المحاولة مرة أخرى.`)
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
	if (locale === "fr") return fr_generatepdffailed2(inputs)
	if (locale === "es") return es_generatepdffailed2(inputs)
	if (locale === "pt") return pt_generatepdffailed2(inputs)
	if (locale === "sw") return sw_generatepdffailed2(inputs)
	if (locale === "ar") return ar_generatepdffailed2(inputs)
	return en_generatepdffailed2(inputs)
});
export { generatepdffailed2 as "generatePdfFailed" }