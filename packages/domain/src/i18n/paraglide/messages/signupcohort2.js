/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Signupcohort2Inputs */

const en_signupcohort2 = /** @type {(inputs: Signupcohort2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cohort ID`)
};

const fr_signupcohort2 = /** @type {(inputs: Signupcohort2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Promotion`)
};

const es_signupcohort2 = /** @type {(inputs: Signupcohort2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cohorte`)
};

const pt_signupcohort2 = /** @type {(inputs: Signupcohort2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Turma`)
};

const sw_signupcohort2 = /** @type {(inputs: Signupcohort2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kundi`)
};

const ar_signupcohort2 = /** @type {(inputs: Signupcohort2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الدفعة`)
};

/**
* | output |
* | --- |
* | "Cohort ID" |
*
* @param {Signupcohort2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const signupcohort2 = /** @type {((inputs?: Signupcohort2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Signupcohort2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_signupcohort2(inputs)
	if (locale === "es") return es_signupcohort2(inputs)
	if (locale === "pt") return pt_signupcohort2(inputs)
	if (locale === "sw") return sw_signupcohort2(inputs)
	if (locale === "ar") return ar_signupcohort2(inputs)
	return en_signupcohort2(inputs)
});
export { signupcohort2 as "signUpCohort" }