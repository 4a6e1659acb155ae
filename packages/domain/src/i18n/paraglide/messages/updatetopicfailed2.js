/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Updatetopicfailed2Inputs */

const en_updatetopicfailed2 = /** @type {(inputs: Updatetopicfailed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to update topic. Please try again.`)
};

const fr_updatetopicfailed2 = /** @type {(inputs: Updatetopicfailed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impossible de mettre à jour le thème. Veuillez réessayer.`)
};

const es_updatetopicfailed2 = /** @type {(inputs: Updatetopicfailed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo actualizar el tema. Inténtelo de nuevo.`)
};

const pt_updatetopicfailed2 = /** @type {(inputs: Updatetopicfailed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Não foi possível atualizar o tema. Tente novamente.`)
};

const sw_updatetopicfailed2 = /** @type {(inputs: Updatetopicfailed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Imeshindikana kusasisha mada. Tafadhali jaribu tena.`)
};

const ar_updatetopicfailed2 = /** @type {(inputs: Updatetopicfailed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تعذّر تحديث الموضوع. يرجى المحاولة مرة أخرى.`)
};

/**
* | output |
* | --- |
* | "Failed to update topic. Please try again." |
*
* @param {Updatetopicfailed2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const updatetopicfailed2 = /** @type {((inputs?: Updatetopicfailed2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Updatetopicfailed2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_updatetopicfailed2(inputs)
	if (locale === "es") return es_updatetopicfailed2(inputs)
	if (locale === "pt") return pt_updatetopicfailed2(inputs)
	if (locale === "sw") return sw_updatetopicfailed2(inputs)
	if (locale === "ar") return ar_updatetopicfailed2(inputs)
	return en_updatetopicfailed2(inputs)
});
export { updatetopicfailed2 as "updateTopicFailed" }