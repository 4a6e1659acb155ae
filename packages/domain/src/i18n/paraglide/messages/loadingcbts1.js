/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Loadingcbts1Inputs */

const en_loadingcbts1 = /** @type {(inputs: Loadingcbts1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading cbts...`)
};

const fr_loadingcbts1 = /** @type {(inputs: Loadingcbts1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chargement des tests...`)
};

const es_loadingcbts1 = /** @type {(inputs: Loadingcbts1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cargando pruebas...`)
};

const pt_loadingcbts1 = /** @type {(inputs: Loadingcbts1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A carregar testes...`)
};

const sw_loadingcbts1 = /** @type {(inputs: Loadingcbts1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inapakia majaribio...`)
};

const ar_loadingcbts1 = /** @type {(inputs: Loadingcbts1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`جارٍ تحميل الاختبارات...`)
};

/**
* | output |
* | --- |
* | "Loading cbts..." |
*
* @param {Loadingcbts1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const loadingcbts1 = /** @type {((inputs?: Loadingcbts1Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Loadingcbts1Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_loadingcbts1(inputs)
	if (locale === "es") return es_loadingcbts1(inputs)
	if (locale === "pt") return pt_loadingcbts1(inputs)
	if (locale === "sw") return sw_loadingcbts1(inputs)
	if (locale === "ar") return ar_loadingcbts1(inputs)
	return en_loadingcbts1(inputs)
});
export { loadingcbts1 as "loadingCbts" }