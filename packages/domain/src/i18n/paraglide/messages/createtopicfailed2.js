/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Createtopicfailed2Inputs */

const en_createtopicfailed2 = /** @type {(inputs: Createtopicfailed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to create topic. Please try again.`)
};

const fr_createtopicfailed2 = /** @type {(inputs: Createtopicfailed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impossible de créer le thème. Veuillez réessayer.`)
};

const es_createtopicfailed2 = /** @type {(inputs: Createtopicfailed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo crear el tema. Inténtelo de nuevo.`)
};

const pt_createtopicfailed2 = /** @type {(inputs: Createtopicfailed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Não foi possível criar o tema. Tente novamente.`)
};

const sw_createtopicfailed2 = /** @type {(inputs: Createtopicfailed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Imeshindikana kuunda mada. Tafadhali jaribu tena.`)
};

const ar_createtopicfailed2 = /** @type {(inputs: Createtopicfailed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تعذّر إنشاء الموضوع. يرجى المحاولة مرة أخرى.`)
};

/**
* | output |
* | --- |
* | "Failed to create topic. Please try again." |
*
* @param {Createtopicfailed2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const createtopicfailed2 = /** @type {((inputs?: Createtopicfailed2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Createtopicfailed2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_createtopicfailed2(inputs)
	if (locale === "es") return es_createtopicfailed2(inputs)
	if (locale === "pt") return pt_createtopicfailed2(inputs)
	if (locale === "sw") return sw_createtopicfailed2(inputs)
	if (locale === "ar") return ar_createtopicfailed2(inputs)
	return en_createtopicfailed2(inputs)
});
export { createtopicfailed2 as "createTopicFailed" }