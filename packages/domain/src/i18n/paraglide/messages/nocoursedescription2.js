/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Nocoursedescription2Inputs */

const en_nocoursedescription2 = /** @type {(inputs: Nocoursedescription2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No description available for this course.`)
};

const fr_nocoursedescription2 = /** @type {(inputs: Nocoursedescription2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucune description disponible pour ce cours.`)
};

const es_nocoursedescription2 = /** @type {(inputs: Nocoursedescription2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No hay descripción disponible para este curso.`)
};

const pt_nocoursedescription2 = /** @type {(inputs: Nocoursedescription2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Não há descrição disponível para este curso.`)
};

const sw_nocoursedescription2 = /** @type {(inputs: Nocoursedescription2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kozi hii haina maelezo.`)
};

const ar_nocoursedescription2 = /** @type {(inputs: Nocoursedescription2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لا يوجد وصف متاح لهذا المقرر.`)
};

/**
* | output |
* | --- |
* | "No description available for this course." |
*
* @param {Nocoursedescription2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const nocoursedescription2 = /** @type {((inputs?: Nocoursedescription2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nocoursedescription2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_nocoursedescription2(inputs)
	if (locale === "es") return es_nocoursedescription2(inputs)
	if (locale === "pt") return pt_nocoursedescription2(inputs)
	if (locale === "sw") return sw_nocoursedescription2(inputs)
	if (locale === "ar") return ar_nocoursedescription2(inputs)
	return en_nocoursedescription2(inputs)
});
export { nocoursedescription2 as "noCourseDescription" }