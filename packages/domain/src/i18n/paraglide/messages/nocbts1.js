/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Nocbts1Inputs */

const en_nocbts1 = /** @type {(inputs: Nocbts1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No cbts available.`)
};

const fr_nocbts1 = /** @type {(inputs: Nocbts1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucun test disponible.`)
};

const es_nocbts1 = /** @type {(inputs: Nocbts1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No hay pruebas disponibles.`)
};

const pt_nocbts1 = /** @type {(inputs: Nocbts1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Não há testes disponíveis.`)
};

const sw_nocbts1 = /** @type {(inputs: Nocbts1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hakuna majaribio kwa sasa.`)
};

const ar_nocbts1 = /** @type {(inputs: Nocbts1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لا توجد اختبارات متاحة.`)
};

/**
* | output |
* | --- |
* | "No cbts available." |
*
* @param {Nocbts1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const nocbts1 = /** @type {((inputs?: Nocbts1Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nocbts1Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_nocbts1(inputs)
	if (locale === "es") return es_nocbts1(inputs)
	if (locale === "pt") return pt_nocbts1(inputs)
	if (locale === "sw") return sw_nocbts1(inputs)
	if (locale === "ar") return ar_nocbts1(inputs)
	return en_nocbts1(inputs)
});
export { nocbts1 as "noCbts" }