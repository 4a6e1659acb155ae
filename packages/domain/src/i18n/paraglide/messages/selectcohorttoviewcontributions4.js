/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Selectcohorttoviewcontributions4Inputs */

const en_selectcohorttoviewcontributions4 = /** @type {(inputs: Selectcohorttoviewcontributions4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please select a cohort to view contributions.`)
};

const fr_selectcohorttoviewcontributions4 = /** @type {(inputs: Selectcohorttoviewcontributions4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veuillez choisir une promotion pour voir les contributions.`)
};

const es_selectcohorttoviewcontributions4 = /** @type {(inputs: Selectcohorttoviewcontributions4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seleccione una cohorte para ver las contribuciones.`)
};

const pt_selectcohorttoviewcontributions4 = /** @type {(inputs: Selectcohorttoviewcontributions4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Selecione uma turma para ver as contribuições.`)
};

const sw_selectcohorttoviewcontributions4 = /** @type {(inputs: Selectcohorttoviewcontributions4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tafadhali chagua kundi ili uone michango.`)
};

const ar_selectcohorttoviewcontributions4 = /** @type {(inputs: Selectcohorttoviewcontributions4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`يرجى اختيار دفعة لعرض المساهمات.`)
};

/**
* | output |
* | --- |
* | "Please select a cohort to view contributions." |
*
* @param {Selectcohorttoviewcontributions4Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const selectcohorttoviewcontributions4 = /** @type {((inputs?: Selectcohorttoviewcontributions4Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Selectcohorttoviewcontributions4Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_selectcohorttoviewcontributions4(inputs)
	if (locale === "es") return es_selectcohorttoviewcontributions4(inputs)
	if (locale === "pt") return pt_selectcohorttoviewcontributions4(inputs)
	if (locale === "sw") return sw_selectcohorttoviewcontributions4(inputs)
	if (locale === "ar") return ar_selectcohorttoviewcontributions4(inputs)
	return en_selectcohorttoviewcontributions4(inputs)
});
export { selectcohorttoviewcontributions4 as "selectCohortToViewContributions" }