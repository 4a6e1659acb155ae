/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Deletecoursefailed2Inputs */

const en_deletecoursefailed2 = /** @type {(inputs: Deletecoursefailed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to delete course. Please try again.`)
};

const fr_deletecoursefailed2 = /** @type {(inputs: Deletecoursefailed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impossible de supprimer le cours. Veuillez réessayer.`)
};

const es_deletecoursefailed2 = /** @type {(inputs: Deletecoursefailed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo eliminar el curso. Inténtelo de nuevo.`)
};

const pt_deletecoursefailed2 = /** @type {(inputs: Deletecoursefailed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Não foi possível eliminar o curso. Tente novamente.`)
};

const sw_deletecoursefailed2 = /** @type {(inputs: Deletecoursefailed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Imeshindikana kufuta kozi. Tafadhali jaribu tena.`)
};

const ar_deletecoursefailed2 = /** @type {(inputs: Deletecoursefailed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تعذّر حذف المقرر. يرجى المحاولة مرة أخرى.`)
};

/**
* | output |
* | --- |
* | "Failed to delete course. Please try again." |
*
* @param {Deletecoursefailed2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const deletecoursefailed2 = /** @type {((inputs?: Deletecoursefailed2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Deletecoursefailed2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_deletecoursefailed2(inputs)
	if (locale === "es") return es_deletecoursefailed2(inputs)
	if (locale === "pt") return pt_deletecoursefailed2(inputs)
	if (locale === "sw") return sw_deletecoursefailed2(inputs)
	if (locale === "ar") return ar_deletecoursefailed2(inputs)
	return en_deletecoursefailed2(inputs)
});
export { deletecoursefailed2 as "deleteCourseFailed" }