/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Workstatushandedin3Inputs */

const en_workstatushandedin3 = /** @type {(inputs: Workstatushandedin3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`handed in`)
};

const fr_workstatushandedin3 = /** @type {(inputs: Workstatushandedin3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`rendu`)
};

const es_workstatushandedin3 = /** @type {(inputs: Workstatushandedin3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`entregado`)
};

const pt_workstatushandedin3 = /** @type {(inputs: Workstatushandedin3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`entregue`)
};

const sw_workstatushandedin3 = /** @type {(inputs: Workstatushandedin3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`imewasilishwa`)
};

const ar_workstatushandedin3 = /** @type {(inputs: Workstatushandedin3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مُسلَّم`)
};

/**
* | output |
* | --- |
* | "handed in" |
*
* @param {Workstatushandedin3Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const workstatushandedin3 = /** @type {((inputs?: Workstatushandedin3Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Workstatushandedin3Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_workstatushandedin3(inputs)
	if (locale === "es") return es_workstatushandedin3(inputs)
	if (locale === "pt") return pt_workstatushandedin3(inputs)
	if (locale === "sw") return sw_workstatushandedin3(inputs)
	if (locale === "ar") return ar_workstatushandedin3(inputs)
	return en_workstatushandedin3(inputs)
});
export { workstatushandedin3 as "workStatusHandedIn" }