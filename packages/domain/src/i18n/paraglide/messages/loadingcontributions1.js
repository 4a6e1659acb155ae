/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Loadingcontributions1Inputs */

const en_loadingcontributions1 = /** @type {(inputs: Loadingcontributions1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading contributions...`)
};

const fr_loadingcontributions1 = /** @type {(inputs: Loadingcontributions1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chargement des contributions...`)
};

const es_loadingcontributions1 = /** @type {(inputs: Loadingcontributions1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cargando contribuciones...`)
};

const pt_loadingcontributions1 = /** @type {(inputs: Loadingcontributions1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A carregar contribuições...`)
};

const sw_loadingcontributions1 = /** @type {(inputs: Loadingcontributions1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inapakia michango...`)
};

const ar_loadingcontributions1 = /** @type {(inputs: Loadingcontributions1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`جارٍ تحميل المساهمات...`)
};

/**
* | output |
* | --- |
* | "Loading contributions..." |
*
* @param {Loadingcontributions1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const loadingcontributions1 = /** @type {((inputs?: Loadingcontributions1Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Loadingcontributions1Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_loadingcontributions1(inputs)
	if (locale === "es") return es_loadingcontributions1(inputs)
	if (locale === "pt") return pt_loadingcontributions1(inputs)
	if (locale === "sw") return sw_loadingcontributions1(inputs)
	if (locale === "ar") return ar_loadingcontributions1(inputs)
	return en_loadingcontributions1(inputs)
});
export { loadingcontributions1 as "loadingContributions" }