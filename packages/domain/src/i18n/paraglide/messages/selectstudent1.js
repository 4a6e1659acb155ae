/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Selectstudent1Inputs */

const en_selectstudent1 = /** @type {(inputs: Selectstudent1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please select a student`)
};

const fr_selectstudent1 = /** @type {(inputs: Selectstudent1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veuillez choisir un étudiant`)
};

const es_selectstudent1 = /** @type {(inputs: Selectstudent1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seleccione un estudiante`)
};

const pt_selectstudent1 = /** @type {(inputs: Selectstudent1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Selecione um estudante`)
};

const sw_selectstudent1 = /** @type {(inputs: Selectstudent1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tafadhali chagua mwanafunzi`)
};

const ar_selectstudent1 = /** @type {(inputs: Selectstudent1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`يرجى اختيار طالب`)
};

/**
* | output |
* | --- |
* | "Please select a student" |
*
* @param {Selectstudent1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const selectstudent1 = /** @type {((inputs?: Selectstudent1Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Selectstudent1Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_selectstudent1(inputs)
	if (locale === "es") return es_selectstudent1(inputs)
	if (locale === "pt") return pt_selectstudent1(inputs)
	if (locale === "sw") return sw_selectstudent1(inputs)
	if (locale === "ar") return ar_selectstudent1(inputs)
	return en_selectstudent1(inputs)
});
export { selectstudent1 as "selectStudent" }