/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Updateassignmentfailed2Inputs */

const en_updateassignmentfailed2 = /** @type {(inputs: Updateassignmentfailed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to update assignment. Please try again.`)
};

const fr_updateassignmentfailed2 = /** @type {(inputs: Updateassignmentfailed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impossible de mettre à jour le devoir. Veuillez réessayer.`)
};

const es_updateassignmentfailed2 = /** @type {(inputs: Updateassignmentfailed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo actualizar la tarea. Inténtelo de nuevo.`)
};

const pt_updateassignmentfailed2 = /** @type {(inputs: Updateassignmentfailed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Não foi possível atualizar o trabalho. Tente novamente.`)
};

const sw_updateassignmentfailed2 = /** @type {(inputs: Updateassignmentfailed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Imeshindikana kusasisha kazi ya nyumbani. Tafadhali jaribu tena.`)
};

const ar_updateassignmentfailed2 = /** @type {(inputs: Updateassignmentfailed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تعذّر تحديث الواجب. يرجى المحاولة مرة أخرى.`)
};

/**
* | output |
* | --- |
* | "Failed to update assignment. Please try again." |
*
* @param {Updateassignmentfailed2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const updateassignmentfailed2 = /** @type {((inputs?: Updateassignmentfailed2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Updateassignmentfailed2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_updateassignmentfailed2(inputs)
	if (locale === "es") return es_updateassignmentfailed2(inputs)
	if (locale === "pt") return pt_updateassignmentfailed2(inputs)
	if (locale === "sw") return sw_updateassignmentfailed2(inputs)
	if (locale === "ar") return ar_updateassignmentfailed2(inputs)
	return en_updateassignmentfailed2(inputs)
});
export { updateassignmentfailed2 as "updateAssignmentFailed" }