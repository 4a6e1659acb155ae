/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Selectcohorttoviewstudents4Inputs */

const en_selectcohorttoviewstudents4 = /** @type {(inputs: Selectcohorttoviewstudents4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Select a cohort to view students.`)
};

const fr_selectcohorttoviewstudents4 = /** @type {(inputs: Selectcohorttoviewstudents4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez une promotion pour voir les étudiants.`)
};

const es_selectcohorttoviewstudents4 = /** @type {(inputs: Selectcohorttoviewstudents4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seleccione una cohorte para ver los estudiantes.`)
};

const pt_selectcohorttoviewstudents4 = /** @type {(inputs: Selectcohorttoviewstudents4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Selecione uma turma para ver os estudantes.`)
};

const sw_selectcohorttoviewstudents4 = /** @type {(inputs: Selectcohorttoviewstudents4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chagua kundi ili uone wanafunzi.`)
};

const ar_selectcohorttoviewstudents4 = /** @type {(inputs: Selectcohorttoviewstudents4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اختر دفعة لعرض الطلاب.`)
};

/**
* | output |
* | --- |
* | "Select a cohort to view students." |
*
* @param {Selectcohorttoviewstudents4Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const selectcohorttoviewstudents4 = /** @type {((inputs?: Selectcohorttoviewstudents4Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Selectcohorttoviewstudents4Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_selectcohorttoviewstudents4(inputs)
	if (locale === "es") return es_selectcohorttoviewstudents4(inputs)
	if (locale === "pt") return pt_selectcohorttoviewstudents4(inputs)
	if (locale === "sw") return sw_selectcohorttoviewstudents4(inputs)
	if (locale === "ar") return ar_selectcohorttoviewstudents4(inputs)
	return en_selectcohorttoviewstudents4(inputs)
});
export { selectcohorttoviewstudents4 as "selectCohortToViewStudents" }