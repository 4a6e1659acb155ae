/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Nostudentsincohort3Inputs */

const en_nostudentsincohort3 = /** @type {(inputs: Nostudentsincohort3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No students found in this cohort`)
};

const fr_nostudentsincohort3 = /** @type {(inputs: Nostudentsincohort3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucun étudiant dans cette promotion`)
};

const es_nostudentsincohort3 = /** @type {(inputs: Nostudentsincohort3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No hay estudiantes en esta cohorte`)
};

const pt_nostudentsincohort3 = /** @type {(inputs: Nostudentsincohort3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nenhum estudante nesta turma`)
};

const sw_nostudentsincohort3 = /** @type {(inputs: Nostudentsincohort3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hakuna wanafunzi katika kundi hili`)
};

const ar_nostudentsincohort3 = /** @type {(inputs: Nostudentsincohort3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لا يوجد طلاب في هذه الدفعة`)
};

/**
* | output |
* | --- |
* | "No students found in this cohort" |
*
* @param {Nostudentsincohort3Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const nostudentsincohort3 = /** @type {((inputs?: Nostudentsincohort3Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nostudentsincohort3Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_nostudentsincohort3(inputs)
	if (locale === "es") return es_nostudentsincohort3(inputs)
	if (locale === "pt") return pt_nostudentsincohort3(inputs)
	if (locale === "sw") return sw_nostudentsincohort3(inputs)
	if (locale === "ar") return ar_nostudentsincohort3(inputs)
	return en_nostudentsincohort3(inputs)
});
export { nostudentsincohort3 as "noStudentsInCohort" }