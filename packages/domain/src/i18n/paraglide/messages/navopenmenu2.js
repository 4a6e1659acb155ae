/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Navopenmenu2Inputs */

const en_navopenmenu2 = /** @type {(inputs: Navopenmenu2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Open menu`)
};

const fr_navopenmenu2 = /** @type {(inputs: Navopenmenu2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ouvrir le menu`)
};

const es_navopenmenu2 = /** @type {(inputs: Navopenmenu2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abrir menú`)
};

const pt_navopenmenu2 = /** @type {(inputs: Navopenmenu2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abrir menu`)
};

const sw_navopenmenu2 = /** @type {(inputs: Navopenmenu2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fungua menyu`)
};

const ar_navopenmenu2 = /** @type {(inputs: Navopenmenu2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`فتح القائمة`)
};

/**
* | output |
* | --- |
* | "Open menu" |
*
* @param {Navopenmenu2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const navopenmenu2 = /** @type {((inputs?: Navopenmenu2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Navopenmenu2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_navopenmenu2(inputs)
	if (locale === "es") return es_navopenmenu2(inputs)
	if (locale === "pt") return pt_navopenmenu2(inputs)
	if (locale === "sw") return sw_navopenmenu2(inputs)
	if (locale === "ar") return ar_navopenmenu2(inputs)
	return en_navopenmenu2(inputs)
});
export { navopenmenu2 as "navOpenMenu" }