/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Selectstudentplaceholder2Inputs */

const en_selectstudentplaceholder2 = /** @type {(inputs: Selectstudentplaceholder2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Select a student`)
};

const fr_selectstudentplaceholder2 = /** @type {(inputs: Selectstudentplaceholder2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez un étudiant`)
};

const es_selectstudentplaceholder2 = /** @type {(inputs: Selectstudentplaceholder2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seleccione un estudiante`)
};

const pt_selectstudentplaceholder2 = /** @type {(inputs: Selectstudentplaceholder2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Selecione um estudante`)
};

const sw_selectstudentplaceholder2 = /** @type {(inputs: Selectstudentplaceholder2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chagua mwanafunzi`)
};

const ar_selectstudentplaceholder2 = /** @type {(inputs: Selectstudentplaceholder2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اختر طالبًا`)
};

/**
* | output |
* | --- |
* | "Select a student" |
*
* @param {Selectstudentplaceholder2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const selectstudentplaceholder2 = /** @type {((inputs?: Selectstudentplaceholder2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Selectstudentplaceholder2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_selectstudentplaceholder2(inputs)
	if (locale === "es") return es_selectstudentplaceholder2(inputs)
	if (locale === "pt") return pt_selectstudentplaceholder2(inputs)
	if (locale === "sw") return sw_selectstudentplaceholder2(inputs)
	if (locale === "ar") return ar_selectstudentplaceholder2(inputs)
	return en_selectstudentplaceholder2(inputs)
});
export { selectstudentplaceholder2 as "selectStudentPlaceholder" }