/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Createcoursefailed2Inputs */

const en_createcoursefailed2 = /** @type {(inputs: Createcoursefailed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to create course. Please try again.`)
};

const fr_createcoursefailed2 = /** @type {(inputs: Createcoursefailed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impossible de créer le cours. Veuillez réessayer.`)
};

const es_createcoursefailed2 = /** @type {(inputs: Createcoursefailed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo crear el curso. Inténtelo de nuevo.`)
};

const pt_createcoursefailed2 = /** @type {(inputs: Createcoursefailed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Não foi possível criar o curso. Tente novamente.`)
};

const sw_createcoursefailed2 = /** @type {(inputs: Createcoursefailed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Imeshindikana kuunda kozi. Tafadhali jaribu tena.`)
};

const ar_createcoursefailed2 = /** @type {(inputs: Createcoursefailed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تعذّر إنشاء المقرر. يرجى المحاولة مرة أخرى.`)
};

/**
* | output |
* | --- |
* | "Failed to create course. Please try again." |
*
* @param {Createcoursefailed2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const createcoursefailed2 = /** @type {((inputs?: Createcoursefailed2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Createcoursefailed2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_createcoursefailed2(inputs)
	if (locale === "es") return es_createcoursefailed2(inputs)
	if (locale === "pt") return pt_createcoursefailed2(inputs)
	if (locale === "sw") return sw_createcoursefailed2(inputs)
	if (locale === "ar") return ar_createcoursefailed2(inputs)
	return en_createcoursefailed2(inputs)
});
export { createcoursefailed2 as "createCourseFailed" }