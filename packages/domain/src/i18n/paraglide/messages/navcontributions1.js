/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Navcontributions1Inputs */

const en_navcontributions1 = /** @type {(inputs: Navcontributions1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contributions`)
};

const fr_navcontributions1 = /** @type {(inputs: Navcontributions1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contributions`)
};

const es_navcontributions1 = /** @type {(inputs: Navcontributions1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contribuciones`)
};

const pt_navcontributions1 = /** @type {(inputs: Navcontributions1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contribuições`)
};

const sw_navcontributions1 = /** @type {(inputs: Navcontributions1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Michango`)
};

const ar_navcontributions1 = /** @type {(inputs: Navcontributions1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`المساهمات`)
};

/**
* | output |
* | --- |
* | "Contributions" |
*
* @param {Navcontributions1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const navcontributions1 = /** @type {((inputs?: Navcontributions1Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Navcontributions1Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_navcontributions1(inputs)
	if (locale === "es") return es_navcontributions1(inputs)
	if (locale === "pt") return pt_navcontributions1(inputs)
	if (locale === "sw") return sw_navcontributions1(inputs)
	if (locale === "ar") return ar_navcontributions1(inputs)
	return en_navcontributions1(inputs)
});
export { navcontributions1 as "navContributions" }