/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Courseinfonotfound3Inputs */

const en_courseinfonotfound3 = /** @type {(inputs: Courseinfonotfound3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Course information not found!`)
};

const fr_courseinfonotfound3 = /** @type {(inputs: Courseinfonotfound3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Informations du cours introuvables !`)
};

const es_courseinfonotfound3 = /** @type {(inputs: Courseinfonotfound3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¡No se encontró la información del curso!`)
};

const pt_courseinfonotfound3 = /** @type {(inputs: Courseinfonotfound3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Informações do curso não encontradas!`)
};

const sw_courseinfonotfound3 = /** @type {(inputs: Courseinfonotfound3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Taarifa za kozi hazijapatikana!`)
};

const ar_courseinfonotfound3 = /** @type {(inputs: Courseinfonotfound3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لم يتم العثور على معلومات المقرر!`)
};

/**
* | output |
* | --- |
* | "Course information not found!" |
*
* @param {Courseinfonotfound3Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const courseinfonotfound3 = /** @type {((inputs?: Courseinfonotfound3Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Courseinfonotfound3Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_courseinfonotfound3(inputs)
	if (locale === "es") return es_courseinfonotfound3(inputs)
	if (locale === "pt") return pt_courseinfonotfound3(inputs)
	if (locale === "sw") return sw_courseinfonotfound3(inputs)
	if (locale === "ar") return ar_courseinfonotfound3(inputs)
	return en_courseinfonotfound3(inputs)
});
export { courseinfonotfound3 as "courseInfoNotFound" }