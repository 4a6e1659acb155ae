/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Loadingassignments1Inputs */

const en_loadingassignments1 = /** @type {(inputs: Loadingassignments1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading assignments...`)
};

const fr_loadingassignments1 = /** @type {(inputs: Loadingassignments1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chargement des devoirs...`)
};

const es_loadingassignments1 = /** @type {(inputs: Loadingassignments1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cargando tareas...`)
};

const pt_loadingassignments1 = /** @type {(inputs: Loadingassignments1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A carregar trabalhos...`)
};

const sw_loadingassignments1 = /** @type {(inputs: Loadingassignments1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inapakia kazi za nyumbani...`)
};

const ar_loadingassignments1 = /** @type {(inputs: Loadingassignments1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`جارٍ تحميل الواجبات...`)
};

/**
* | output |
* | --- |
* | "Loading assignments..." |
*
* @param {Loadingassignments1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const loadingassignments1 = /** @type {((inputs?: Loadingassignments1Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Loadingassignments1Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_loadingassignments1(inputs)
	if (locale === "es") return es_loadingassignments1(inputs)
	if (locale === "pt") return pt_loadingassignments1(inputs)
	if (locale === "sw") return sw_loadingassignments1(inputs)
	if (locale === "ar") return ar_loadingassignments1(inputs)
	return en_loadingassignments1(inputs)
});
export { loadingassignments1 as "loadingAssignments" }