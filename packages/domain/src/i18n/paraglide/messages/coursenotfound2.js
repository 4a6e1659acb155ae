/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Coursenotfound2Inputs */

const en_coursenotfound2 = /** @type {(inputs: Coursenotfound2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Course not found!`)
};

const fr_coursenotfound2 = /** @type {(inputs: Coursenotfound2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cours introuvable !`)
};

const es_coursenotfound2 = /** @type {(inputs: Coursenotfound2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¡Curso no encontrado!`)
};

const pt_coursenotfound2 = /** @type {(inputs: Coursenotfound2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Curso não encontrado!`)
};

const sw_coursenotfound2 = /** @type {(inputs: Coursenotfound2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kozi haijapatikana!`)
};

const ar_coursenotfound2 = /** @type {(inputs: Coursenotfound2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لم يتم العثور على المقرر!`)
};

/**
* | output |
* | --- |
* | "Course not found!" |
*
* @param {Coursenotfound2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const coursenotfound2 = /** @type {((inputs?: Coursenotfound2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Coursenotfound2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_coursenotfound2(inputs)
	if (locale === "es") return es_coursenotfound2(inputs)
	if (locale === "pt") return pt_coursenotfound2(inputs)
	if (locale === "sw") return sw_coursenotfound2(inputs)
	if (locale === "ar") return ar_coursenotfound2(inputs)
	return en_coursenotfound2(inputs)
});
export { coursenotfound2 as "courseNotFound" }