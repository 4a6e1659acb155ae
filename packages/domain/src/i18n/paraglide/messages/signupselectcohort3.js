/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Signupselectcohort3Inputs */

const en_signupselectcohort3 = /** @type {(inputs: Signupselectcohort3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Select a cohort`)
};

const fr_signupselectcohort3 = /** @type {(inputs: Signupselectcohort3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez une promotion`)
};

const es_signupselectcohort3 = /** @type {(inputs: Signupselectcohort3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seleccione una cohorte`)
};

const pt_signupselectcohort3 = /** @type {(inputs: Signupselectcohort3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Selecione uma turma`)
};

const sw_signupselectcohort3 = /** @type {(inputs: Signupselectcohort3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chagua kundi`)
};

const ar_signupselectcohort3 = /** @type {(inputs: Signupselectcohort3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اختر دفعة`)
};

/**
* | output |
* | --- |
* | "Select a cohort" |
*
* @param {Signupselectcohort3Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const signupselectcohort3 = /** @type {((inputs?: Signupselectcohort3Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Signupselectcohort3Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_signupselectcohort3(inputs)
	if (locale === "es") return es_signupselectcohort3(inputs)
	if (locale === "pt") return pt_signupselectcohort3(inputs)
	if (locale === "sw") return sw_signupselectcohort3(inputs)
	if (locale === "ar") return ar_signupselectcohort3(inputs)
	return en_signupselectcohort3(inputs)
});
export { signupselectcohort3 as "signUpSelectCohort" }