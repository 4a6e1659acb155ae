/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Selectcohortfirst2Inputs */

const en_selectcohortfirst2 = /** @type {(inputs: Selectcohortfirst2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please select a cohort first.`)
};

const fr_selectcohortfirst2 = /** @type {(inputs: Selectcohortfirst2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veuillez d'abord choisir une promotion.`)
};

const es_selectcohortfirst2 = /** @type {(inputs: Selectcohortfirst2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seleccione primero una cohorte.`)
};

const pt_selectcohortfirst2 = /** @type {(inputs: Selectcohortfirst2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Selecione primeiro uma turma.`)
};

const sw_selectcohortfirst2 = /** @type {(inputs: Selectcohortfirst2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tafadhali chagua kundi kwanza.`)
};

const ar_selectcohortfirst2 = /** @type {(inputs: Selectcohortfirst2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`يرجى اختيار دفعة أولًا.`)
};

/**
* | output |
* | --- |
* | "Please select a cohort first." |
*
* @param {Selectcohortfirst2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const selectcohortfirst2 = /** @type {((inputs?: Selectcohortfirst2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Selectcohortfirst2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_selectcohortfirst2(inputs)
	if (locale === "es") return es_selectcohortfirst2(inputs)
	if (locale === "pt") return pt_selectcohortfirst2(inputs)
	if (locale === "sw") return sw_selectcohortfirst2(inputs)
	if (locale === "ar") return ar_selectcohortfirst2(inputs)
	return en_selectcohortfirst2(inputs)
});
export { selectcohortfirst2 as "selectCohortFirst" }