/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Scoreassignmentfailed2Inputs */

const en_scoreassignmentfailed2 = /** @type {(inputs: Scoreassignmentfailed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to score assignment. Please try again.`)
};

const fr_scoreassignmentfailed2 = /** @type {(inputs: Scoreassignmentfailed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impossible de noter le devoir. Veuillez réessayer.`)
};

const es_scoreassignmentfailed2 = /** @type {(inputs: Scoreassignmentfailed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo calificar la tarea. Inténtelo de nuevo.`)
};

const pt_scoreassignmentfailed2 = /** @type {(inputs: Scoreassignmentfailed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Não foi possível avaliar o trabalho. Tente novamente.`)
};

const sw_scoreassignmentfailed2 = /** @type {(inputs: Scoreassignmentfailed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Imeshindikana kutoa alama ya kazi ya nyumbani. Tafadhali jaribu tena.`)
};

const ar_scoreassignmentfailed2 = /** @type {(inputs: Scoreassignmentfailed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تعذّر تقييم الواجب. يرجى المحاولة مرة أخرى.`)
};

/**
* | output |
* | --- |
* | "Failed to score assignment. Please try again." |
*
* @param {Scoreassignmentfailed2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const scoreassignmentfailed2 = /** @type {((inputs?: Scoreassignmentfailed2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Scoreassignmentfailed2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_scoreassignmentfailed2(inputs)
	if (locale === "es") return es_scoreassignmentfailed2(inputs)
	if (locale === "pt") return pt_scoreassignmentfailed2(inputs)
	if (locale === "sw") return sw_scoreassignmentfailed2(inputs)
	if (locale === "ar") return ar_scoreassignmentfailed2(inputs)
	return en_scoreassignmentfailed2(inputs)
});
export { scoreassignmentfailed2 as "scoreAssignmentFailed" }