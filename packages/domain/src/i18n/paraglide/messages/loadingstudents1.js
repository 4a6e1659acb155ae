/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Loadingstudents1Inputs */

const en_loadingstudents1 = /** @type {(inputs: Loadingstudents1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading students...`)
};

const fr_loadingstudents1 = /** @type {(inputs: Loadingstudents1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chargement des étudiants...`)
};

const es_loadingstudents1 = /** @type {(inputs: Loadingstudents1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cargando estudiantes...`)
};

const pt_loadingstudents1 = /** @type {(inputs: Loadingstudents1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A carregar estudantes...`)
};

const sw_loadingstudents1 = /** @type {(inputs: Loadingstudents1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inapakia wanafunzi...`)
};

const ar_loadingstudents1 = /** @type {(inputs: Loadingstudents1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`جارٍ تحميل الطلاب...`)
};

/**
* | output |
* | --- |
* | "Loading students..." |
*
* @param {Loadingstudents1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const loadingstudents1 = /** @type {((inputs?: Loadingstudents1Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Loadingstudents1Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_loadingstudents1(inputs)
	if (locale === "es") return es_loadingstudents1(inputs)
	if (locale === "pt") return pt_loadingstudents1(inputs)
	if (locale === "sw") return sw_loadingstudents1(inputs)
	if (locale === "ar") return ar_loadingstudents1(inputs)
	return en_loadingstudents1(inputs)
});
export { loadingstudents1 as "loadingStudents" }