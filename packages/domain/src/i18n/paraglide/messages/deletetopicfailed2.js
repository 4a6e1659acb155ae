/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Deletetopicfailed2Inputs */

const en_deletetopicfailed2 = /** @type {(inputs: Deletetopicfailed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to delete topic. Please try again.`)
};

const fr_deletetopicfailed2 = /** @type {(inputs: Deletetopicfailed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impossible de supprimer le thème. Veuillez réessayer.`)
};

const es_deletetopicfailed2 = /** @type {(inputs: Deletetopicfailed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo eliminar el tema. Inténtelo de nuevo.`)
};

const pt_deletetopicfailed2 = /** @type {(inputs: Deletetopicfailed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Não foi possível eliminar o tema. Tente novamente.`)
};

const sw_deletetopicfailed2 = /** @type {(inputs: Deletetopicfailed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Imeshindikana kufuta mada. Tafadhali jaribu tena.`)
};

const ar_deletetopicfailed2 = /** @type {(inputs: Deletetopicfailed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تعذّر حذف الموضوع. يرجى المحاولة مرة أخرى.`)
};

/**
* | output |
* | --- |
* | "Failed to delete topic. Please try again." |
*
* @param {Deletetopicfailed2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const deletetopicfailed2 = /** @type {((inputs?: Deletetopicfailed2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Deletetopicfailed2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_deletetopicfailed2(inputs)
	if (locale === "es") return es_deletetopicfailed2(inputs)
	if (locale === "pt") return pt_deletetopicfailed2(inputs)
	if (locale === "sw") return sw_deletetopicfailed2(inputs)
	if (locale === "ar") return ar_deletetopicfailed2(inputs)
	return en_deletetopicfailed2(inputs)
});
export { deletetopicfailed2 as "deleteTopicFailed" }