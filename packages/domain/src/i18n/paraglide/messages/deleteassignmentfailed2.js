/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Deleteassignmentfailed2Inputs */

const en_deleteassignmentfailed2 = /** @type {(inputs: Deleteassignmentfailed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to delete assignment. Please try again.`)
};

const fr_deleteassignmentfailed2 = /** @type {(inputs: Deleteassignmentfailed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impossible de supprimer le devoir. Veuillez réessayer.`)
};

const es_deleteassignmentfailed2 = /** @type {(inputs: Deleteassignmentfailed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo eliminar la tarea. Inténtelo de nuevo.`)
};

const pt_deleteassignmentfailed2 = /** @type {(inputs: Deleteassignmentfailed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Não foi possível eliminar o trabalho. Tente novamente.`)
};

const sw_deleteassignmentfailed2 = /** @type {(inputs: Deleteassignmentfailed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Imeshindikana kufuta kazi ya nyumbani. Tafadhali jaribu tena.`)
};

const ar_deleteassignmentfailed2 = /** @type {(inputs: Deleteassignmentfailed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تعذّر حذف الواجب. يرجى المحاولة مرة أخرى.`)
};

/**
* | output |
* | --- |
* | "Failed to delete assignment. Please try again." |
*
* @param {Deleteassignmentfailed2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const deleteassignmentfailed2 = /** @type {((inputs?: Deleteassignmentfailed2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Deleteassignmentfailed2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_deleteassignmentfailed2(inputs)
	if (locale === "es") return es_deleteassignmentfailed2(inputs)
	if (locale === "pt") return pt_deleteassignmentfailed2(inputs)
	if (locale === "sw") return sw_deleteassignmentfailed2(inputs)
	if (locale === "ar") return ar_deleteassignmentfailed2(inputs)
	return en_deleteassignmentfailed2(inputs)
});
export { deleteassignmentfailed2 as "deleteAssignmentFailed" }