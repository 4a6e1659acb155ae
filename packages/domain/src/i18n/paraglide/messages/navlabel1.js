/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Navlabel1Inputs */

const en_navlabel1 = /** @type {(inputs: Navlabel1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Portal`)
};

const fr_navlabel1 = /** @type {(inputs: Navlabel1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Portail`)
};

const es_navlabel1 = /** @type {(inputs: Navlabel1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Portal`)
};

const pt_navlabel1 = /** @type {(inputs: Navlabel1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Portal`)
};

const sw_navlabel1 = /** @type {(inputs: Navlabel1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lango`)
};

const ar_navlabel1 = /** @type {(inputs: Navlabel1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`البوابة`)
};

/**
* | output |
* | --- |
* | "Portal" |
*
* @param {Navlabel1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const navlabel1 = /** @type {((inputs?: Navlabel1Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Navlabel1Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_navlabel1(inputs)
	if (locale === "es") return es_navlabel1(inputs)
	if (locale === "pt") return pt_navlabel1(inputs)
	if (locale === "sw") return sw_navlabel1(inputs)
	if (locale === "ar") return ar_navlabel1(inputs)
	return en_navlabel1(inputs)
});
export { navlabel1 as "navLabel" }