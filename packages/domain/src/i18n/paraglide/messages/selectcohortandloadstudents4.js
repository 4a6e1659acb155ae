/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Selectcohortandloadstudents4Inputs */

const en_selectcohortandloadstudents4 = /** @type {(inputs: Selectcohortandloadstudents4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please select a cohort and load student data first.`)
};

const fr_selectcohortandloadstudents4 = /** @type {(inputs: Selectcohortandloadstudents4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veuillez d'abord choisir une promotion et charger les données des étudiants.`)
};

const es_selectcohortandloadstudents4 = /** @type {(inputs: Selectcohortandloadstudents4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seleccione primero una cohorte y cargue los datos de los estudiantes.`)
};

const pt_selectcohortandloadstudents4 = /** @type {(inputs: Selectcohortandloadstudents4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Selecione primeiro uma turma e carregue os dados dos estudantes.`)
};

const sw_selectcohortandloadstudents4 = /** @type {(inputs: Selectcohortandloadstudents4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tafadhali chagua kundi kwanza na upakie taarifa za wanafunzi.`)
};

const ar_selectcohortandloadstudents4 = /** @type {(inputs: Selectcohortandloadstudents4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`يرجى اختيار دفعة وتحميل بيانات الطلاب أولًا.`)
};

/**
* | output |
* | --- |
* | "Please select a cohort and load student data first." |
*
* @param {Selectcohortandloadstudents4Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const selectcohortandloadstudents4 = /** @type {((inputs?: Selectcohortandloadstudents4Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Selectcohortandloadstudents4Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_selectcohortandloadstudents4(inputs)
	if (locale === "es") return es_selectcohortandloadstudents4(inputs)
	if (locale === "pt") return pt_selectcohortandloadstudents4(inputs)
	if (locale === "sw") return sw_selectcohortandloadstudents4(inputs)
	if (locale === "ar") return ar_selectcohortandloadstudents4(inputs)
	return en_selectcohortandloadstudents4(inputs)
});
export { selectcohortandloadstudents4 as "selectCohortAndLoadStudents" }