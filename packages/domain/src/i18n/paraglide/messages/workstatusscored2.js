/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Workstatusscored2Inputs */

const en_workstatusscored2 = /** @type {(inputs: Workstatusscored2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`scored`)
};

const fr_workstatusscored2 = /** @type {(inputs: Workstatusscored2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`noté`)
};

const es_workstatusscored2 = /** @type {(inputs: Workstatusscored2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`calificado`)
};

const pt_workstatusscored2 = /** @type {(inputs: Workstatusscored2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`avaliado`)
};

const sw_workstatusscored2 = /** @type {(inputs: Workstatusscored2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`imepewa alama`)
};

const ar_workstatusscored2 = /** @type {(inputs: Workstatusscored2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مُقيَّم`)
};

/**
* | output |
* | --- |
* | "scored" |
*
* @param {Workstatusscored2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const workstatusscored2 = /** @type {((inputs?: Workstatusscored2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Workstatusscored2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_workstatusscored2(inputs)
	if (locale === "es") return es_workstatusscored2(inputs)
	if (locale === "pt") return pt_workstatusscored2(inputs)
	if (locale === "sw") return sw_workstatusscored2(inputs)
	if (locale === "ar") return ar_workstatusscored2(inputs)
	return en_workstatusscored2(inputs)
});
export { workstatusscored2 as "workStatusScored" }