/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Navmenu1Inputs */

const en_navmenu1 = /** @type {(inputs: Navmenu1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Menu`)
};

const fr_navmenu1 = /** @type {(inputs: Navmenu1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Menu`)
};

const es_navmenu1 = /** @type {(inputs: Navmenu1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Menú`)
};

const pt_navmenu1 = /** @type {(inputs: Navmenu1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Menu`)
};

const sw_navmenu1 = /** @type {(inputs: Navmenu1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Menyu`)
};

const ar_navmenu1 = /** @type {(inputs: Navmenu1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`القائمة`)
};

/**
* | output |
* | --- |
* | "Menu" |
*
* @param {Navmenu1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const navmenu1 = /** @type {((inputs?: Navmenu1Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Navmenu1Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_navmenu1(inputs)
	if (locale === "es") return es_navmenu1(inputs)
	if (locale === "pt") return pt_navmenu1(inputs)
	if (locale === "sw") return sw_navmenu1(inputs)
	if (locale === "ar") return ar_navmenu1(inputs)
	return en_navmenu1(inputs)
});
export { navmenu1 as "navMenu" }