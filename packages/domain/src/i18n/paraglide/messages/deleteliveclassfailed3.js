/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Deleteliveclassfailed3Inputs */

const en_deleteliveclassfailed3 = /** @type {(inputs: Deleteliveclassfailed3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to delete live class. Please try again.`)
};

const fr_deleteliveclassfailed3 = /** @type {(inputs: Deleteliveclassfailed3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impossible de supprimer le cours en direct. Veuillez réessayer.`)
};

const es_deleteliveclassfailed3 = /** @type {(inputs: Deleteliveclassfailed3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo eliminar la clase en vivo. Inténtelo de nuevo.`)
};

const pt_deleteliveclassfailed3 = /** @type {(inputs: Deleteliveclassfailed3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Não foi possível eliminar a aula ao vivo. Tente novamente.`)
};

const sw_deleteliveclassfailed3 = /** @type {(inputs: Deleteliveclassfailed3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Imeshindikana kufuta darasa la moja kwa moja. Tafadhali jaribu tena.`)
};

const ar_deleteliveclassfailed3 = /** @type {(inputs: Deleteliveclassfailed3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تعذّر حذف الحصة المباشرة. يرجى المحاولة مرة أخرى.`)
};

/**
* | output |
* | --- |
* | "Failed to delete live class. Please try again." |
*
* @param {Deleteliveclassfailed3Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const deleteliveclassfailed3 = /** @type {((inputs?: Deleteliveclassfailed3Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Deleteliveclassfailed3Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_deleteliveclassfailed3(inputs)
	if (locale === "es") return es_deleteliveclassfailed3(inputs)
	if (locale === "pt") return pt_deleteliveclassfailed3(inputs)
	if (locale === "sw") return sw_deleteliveclassfailed3(inputs)
	if (locale === "ar") return ar_deleteliveclassfailed3(inputs)
	return en_deleteliveclassfailed3(inputs)
});
export { deleteliveclassfailed3 as "deleteLiveClassFailed" }