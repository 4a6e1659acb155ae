/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Selectcohorttoviewassignments4Inputs */

const en_selectcohorttoviewassignments4 = /** @type {(inputs: Selectcohorttoviewassignments4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please select a cohort to view assignments.`)
};

const fr_selectcohorttoviewassignments4 = /** @type {(inputs: Selectcohorttoviewassignments4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veuillez choisir une promotion pour voir les devoirs.`)
};

const es_selectcohorttoviewassignments4 = /** @type {(inputs: Selectcohorttoviewassignments4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seleccione una cohorte para ver las tareas.`)
};

const pt_selectcohorttoviewassignments4 = /** @type {(inputs: Selectcohorttoviewassignments4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Selecione uma turma para ver os trabalhos.`)
};

const sw_selectcohorttoviewassignments4 = /** @type {(inputs: Selectcohorttoviewassignments4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tafadhali chagua kundi ili uone kazi za nyumbani.`)
};

const ar_selectcohorttoviewassignments4 = /** @type {(inputs: Selectcohorttoviewassignments4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`يرجى اختيار دفعة لعرض الواجبات.`)
};

/**
* | output |
* | --- |
* | "Please select a cohort to view assignments." |
*
* @param {Selectcohorttoviewassignments4Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const selectcohorttoviewassignments4 = /** @type {((inputs?: Selectcohorttoviewassignments4Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Selectcohorttoviewassignments4Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_selectcohorttoviewassignments4(inputs)
	if (locale === "es") return es_selectcohorttoviewassignments4(inputs)
	if (locale === "pt") return pt_selectcohorttoviewassignments4(inputs)
	if (locale === "sw") return sw_selectcohorttoviewassignments4(inputs)
	if (locale === "ar") return ar_selectcohorttoviewassignments4(inputs)
	return en_selectcohorttoviewassignments4(inputs)
});
export { selectcohorttoviewassignments4 as "selectCohortToViewAssignments" }