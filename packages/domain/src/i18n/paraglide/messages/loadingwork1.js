/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Loadingwork1Inputs */

const en_loadingwork1 = /** @type {(inputs: Loadingwork1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading your work...`)
};

const fr_loadingwork1 = /** @type {(inputs: Loadingwork1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chargement de votre travail...`)
};

const es_loadingwork1 = /** @type {(inputs: Loadingwork1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cargando su trabajo...`)
};

const pt_loadingwork1 = /** @type {(inputs: Loadingwork1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A carregar o seu trabalho...`)
};

const sw_loadingwork1 = /** @type {(inputs: Loadingwork1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inapakia kazi yako...`)
};

const ar_loadingwork1 = /** @type {(inputs: Loadingwork1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`جارٍ تحميل عملك...`)
};

/**
* | output |
* | --- |
* | "Loading your work..." |
*
* @param {Loadingwork1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const loadingwork1 = /** @type {((inputs?: Loadingwork1Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Loadingwork1Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_loadingwork1(inputs)
	if (locale === "es") return es_loadingwork1(inputs)
	if (locale === "pt") return pt_loadingwork1(inputs)
	if (locale === "sw") return sw_loadingwork1(inputs)
	if (locale === "ar") return ar_loadingwork1(inputs)
	return en_loadingwork1(inputs)
});
export { loadingwork1 as "loadingWork" }