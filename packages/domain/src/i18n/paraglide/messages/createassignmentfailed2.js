/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Createassignmentfailed2Inputs */

const en_createassignmentfailed2 = /** @type {(inputs: Createassignmentfailed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to create assignment. Please try again.`)
};

const fr_createassignmentfailed2 = /** @type {(inputs: Createassignmentfailed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impossible de créer le devoir. Veuillez réessayer.`)
};

const es_createassignmentfailed2 = /** @type {(inputs: Createassignmentfailed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo crear la tarea. Inténtelo de nuevo.`)
};

const pt_createassignmentfailed2 = /** @type {(inputs: Createassignmentfailed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Não foi possível criar o trabalho. Tente novamente.`)
};

const sw_createassignmentfailed2 = /** @type {(inputs: Createassignmentfailed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Imeshindikana kuunda kazi ya nyumbani. Tafadhali jaribu tena.`)
};

const ar_createassignmentfailed2 = /** @type {(inputs: Createassignmentfailed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تعذّر إنشاء الواجب. يرجى المحاولة مرة أخرى.`)
};

/**
* | output |
* | --- |
* | "Failed to create assignment. Please try again." |
*
* @param {Createassignmentfailed2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const createassignmentfailed2 = /** @type {((inputs?: Createassignmentfailed2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Createassignmentfailed2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_createassignmentfailed2(inputs)
	if (locale === "es") return es_createassignmentfailed2(inputs)
	if (locale === "pt") return pt_createassignmentfailed2(inputs)
	if (locale === "sw") return sw_createassignmentfailed2(inputs)
	if (locale === "ar") return ar_createassignmentfailed2(inputs)
	return en_createassignmentfailed2(inputs)
});
export { createassignmentfailed2 as "createAssignmentFailed" }