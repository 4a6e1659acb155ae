/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Selectcohortplaceholder2Inputs */

const en_selectcohortplaceholder2 = /** @type {(inputs: Selectcohortplaceholder2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Select a cohort`)
};

const fr_selectcohortplaceholder2 = /** @type {(inputs: Selectcohortplaceholder2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez une promotion`)
};

const es_selectcohortplaceholder2 = /** @type {(inputs: Selectcohortplaceholder2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seleccione una cohorte`)
};

const pt_selectcohortplaceholder2 = /** @type {(inputs: Selectcohortplaceholder2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Selecione uma turma`)
};

const sw_selectcohortplaceholder2 = /** @type {(inputs: Selectcohortplaceholder2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chagua kundi`)
};

const ar_selectcohortplaceholder2 = /** @type {(inputs: Selectcohortplaceholder2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اختر دفعة`)
};

/**
* | output |
* | --- |
* | "Select a cohort" |
*
* @param {Selectcohortplaceholder2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const selectcohortplaceholder2 = /** @type {((inputs?: Selectcohortplaceholder2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Selectcohortplaceholder2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_selectcohortplaceholder2(inputs)
	if (locale === "es") return es_selectcohortplaceholder2(inputs)
	if (locale === "pt") return pt_selectcohortplaceholder2(inputs)
	if (locale === "sw") return sw_selectcohortplaceholder2(inputs)
	if (locale === "ar") return ar_selectcohortplaceholder2(inputs)
	return en_selectcohortplaceholder2(inputs)
});
export { selectcohortplaceholder2 as "selectCohortPlaceholder" }