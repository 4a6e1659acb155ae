/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Loadingstudentworks2Inputs */

const en_loadingstudentworks2 = /** @type {(inputs: Loadingstudentworks2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading work handed in...`)
};

const fr_loadingstudentworks2 = /** @type {(inputs: Loadingstudentworks2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chargement des travaux rendus...`)
};

const es_loadingstudentworks2 = /** @type {(inputs: Loadingstudentworks2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cargando trabajos entregados...`)
};

const pt_loadingstudentworks2 = /** @type {(inputs: Loadingstudentworks2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A carregar trabalhos entregues...`)
};

const sw_loadingstudentworks2 = /** @type {(inputs: Loadingstudentworks2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inapakia kazi zilizowasilishwa...`)
};

const ar_loadingstudentworks2 = /** @type {(inputs: Loadingstudentworks2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`جارٍ تحميل الأعمال المسلَّمة...`)
};

/**
* | output |
* | --- |
* | "Loading work handed in..." |
*
* @param {Loadingstudentworks2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const loadingstudentworks2 = /** @type {((inputs?: Loadingstudentworks2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Loadingstudentworks2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_loadingstudentworks2(inputs)
	if (locale === "es") return es_loadingstudentworks2(inputs)
	if (locale === "pt") return pt_loadingstudentworks2(inputs)
	if (locale === "sw") return sw_loadingstudentworks2(inputs)
	if (locale === "ar") return ar_loadingstudentworks2(inputs)
	return en_loadingstudentworks2(inputs)
});
export { loadingstudentworks2 as "loadingStudentWorks" }