/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Filteredcontributions1Inputs */

const en_filteredcontributions1 = /** @type {(inputs: Filteredcontributions1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Filtered contributions for selected cohort`)
};

const fr_filteredcontributions1 = /** @type {(inputs: Filteredcontributions1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contributions filtrées pour la promotion choisie`)
};

const es_filteredcontributions1 = /** @type {(inputs: Filteredcontributions1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contribuciones filtradas para la cohorte seleccionada`)
};

const pt_filteredcontributions1 = /** @type {(inputs: Filteredcontributions1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contribuições filtradas para a turma selecionada`)
};

const sw_filteredcontributions1 = /** @type {(inputs: Filteredcontributions1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Michango ya kundi lililochaguliwa`)
};

const ar_filteredcontributions1 = /** @type {(inputs: Filteredcontributions1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`المساهمات الخاصة بالدفعة المختارة`)
};

/**
* | output |
* | --- |
* | "Filtered contributions for selected cohort" |
*
* @param {Filteredcontributions1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const filteredcontributions1 = /** @type {((inputs?: Filteredcontributions1Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Filteredcontributions1Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_filteredcontributions1(inputs)
	if (locale === "es") return es_filteredcontributions1(inputs)
	if (locale === "pt") return pt_filteredcontributions1(inputs)
	if (locale === "sw") return sw_filteredcontributions1(inputs)
	if (locale === "ar") return ar_filteredcontributions1(inputs)
	return en_filteredcontributions1(inputs)
});
export { filteredcontributions1 as "filteredContributions" }