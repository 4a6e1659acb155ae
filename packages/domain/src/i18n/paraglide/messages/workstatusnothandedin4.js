/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Workstatusnothandedin4Inputs */

const en_workstatusnothandedin4 = /** @type {(inputs: Workstatusnothandedin4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`not handed in`)
};

const fr_workstatusnothandedin4 = /** @type {(inputs: Workstatusnothandedin4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`non rendu`)
};

const es_workstatusnothandedin4 = /** @type {(inputs: Workstatusnothandedin4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`no entregado`)
};

const pt_workstatusnothandedin4 = /** @type {(inputs: Workstatusnothandedin4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`não entregue`)
};

const sw_workstatusnothandedin4 = /** @type {(inputs: Workstatusnothandedin4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`haijawasilishwa`)
};

const ar_workstatusnothandedin4 = /** @type {(inputs: Workstatusnothandedin4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`غير مُسلَّم`)
};

/**
* | output |
* | --- |
* | "not handed in" |
*
* @param {Workstatusnothandedin4Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const workstatusnothandedin4 = /** @type {((inputs?: Workstatusnothandedin4Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Workstatusnothandedin4Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_workstatusnothandedin4(inputs)
	if (locale === "es") return es_workstatusnothandedin4(inputs)
	if (locale === "pt") return pt_workstatusnothandedin4(inputs)
	if (locale === "sw") return sw_workstatusnothandedin4(inputs)
	if (locale === "ar") return ar_workstatusnothandedin4(inputs)
	return en_workstatusnothandedin4(inputs)
});
export { workstatusnothandedin4 as "workStatusNotHandedIn" }