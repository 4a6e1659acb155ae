/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Filteredcbts1Inputs */

const en_filteredcbts1 = /** @type {(inputs: Filteredcbts1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Filtered cbts for selected cohort`)
};

const fr_filteredcbts1 = /** @type {(inputs: Filteredcbts1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tests filtrés pour la promotion choisie`)
};

const es_filteredcbts1 = /** @type {(inputs: Filteredcbts1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pruebas filtradas para la cohorte seleccionada`)
};

const pt_filteredcbts1 = /** @type {(inputs: Filteredcbts1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Testes filtrados para a turma selecionada`)
};

const sw_filteredcbts1 = /** @type {(inputs: Filteredcbts1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Majaribio ya kundi lililochaguliwa`)
};

const ar_filteredcbts1 = /** @type {(inputs: Filteredcbts1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الاختبارات الخاصة بالدفعة المختارة`)
};

/**
* | output |
* | --- |
* | "Filtered cbts for selected cohort" |
*
* @param {Filteredcbts1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const filteredcbts1 = /** @type {((inputs?: Filteredcbts1Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Filteredcbts1Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_filteredcbts1(inputs)
	if (locale === "es") return es_filteredcbts1(inputs)
	if (locale === "pt") return pt_filteredcbts1(inputs)
	if (locale === "sw") return sw_filteredcbts1(inputs)
	if (locale === "ar") return ar_filteredcbts1(inputs)
	return en_filteredcbts1(inputs)
});
export { filteredcbts1 as "filteredCbts" }