/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Updatecoursefailed2Inputs */

const en_updatecoursefailed2 = /** @type {(inputs: Updatecoursefailed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to update course. Please try again.`)
};

const fr_updatecoursefailed2 = /** @type {(inputs: Updatecoursefailed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impossible de mettre à jour le cours. Veuillez réessayer.`)
};

const es_updatecoursefailed2 = /** @type {(inputs: Updatecoursefailed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo actualizar el curso. Inténtelo de nuevo.`)
};

const pt_updatecoursefailed2 = /** @type {(inputs: Updatecoursefailed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Não foi possível atualizar o curso. Tente novamente.`)
};

const sw_updatecoursefailed2 = /** @type {(inputs: Updatecoursefailed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Imeshindikana kusasisha kozi. Tafadhali jaribu tena.`)
};

const ar_updatecoursefailed2 = /** @type {(inputs: Updatecoursefailed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تعذّر تحديث المقرر. يرجى المحاولة مرة أخرى.`)
};

/**
* | output |
* | --- |
* | "Failed to update course. Please try again." |
*
* @param {Updatecoursefailed2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const updatecoursefailed2 = /** @type {((inputs?: Updatecoursefailed2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Updatecoursefailed2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_updatecoursefailed2(inputs)
	if (locale === "es") return es_updatecoursefailed2(inputs)
	if (locale === "pt") return pt_updatecoursefailed2(inputs)
	if (locale === "sw") return sw_updatecoursefailed2(inputs)
	if (locale === "ar") return ar_updatecoursefailed2(inputs)
	return en_updatecoursefailed2(inputs)
});
export { updatecoursefailed2 as "updateCourseFailed" }