/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Selectclassfirst2Inputs */

const en_selectclassfirst2 = /** @type {(inputs: Selectclassfirst2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please select a class first`)
};

const fr_selectclassfirst2 = /** @type {(inputs: Selectclassfirst2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veuillez d'abord choisir un cours`)
};

const es_selectclassfirst2 = /** @type {(inputs: Selectclassfirst2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seleccione primero una clase`)
};

const pt_selectclassfirst2 = /** @type {(inputs: Selectclassfirst2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Selecione primeiro uma aula`)
};

const sw_selectclassfirst2 = /** @type {(inputs: Selectclassfirst2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tafadhali chagua darasa kwanza`)
};

const ar_selectclassfirst2 = /** @type {(inputs: Selectclassfirst2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`يرجى اختيار حصة أولًا`)
};

/**
* | output |
* | --- |
* | "Please select a class first" |
*
* @param {Selectclassfirst2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const selectclassfirst2 = /** @type {((inputs?: Selectclassfirst2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Selectclassfirst2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_selectclassfirst2(inputs)
	if (locale === "es") return es_selectclassfirst2(inputs)
	if (locale === "pt") return pt_selectclassfirst2(inputs)
	if (locale === "sw") return sw_selectclassfirst2(inputs)
	if (locale === "ar") return ar_selectclassfirst2(inputs)
	return en_selectclassfirst2(inputs)
});
export { selectclassfirst2 as "selectClassFirst" }