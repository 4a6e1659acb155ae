/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Navadministration1Inputs */

const en_navadministration1 = /** @type {(inputs: Navadministration1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Administration`)
};

const fr_navadministration1 = /** @type {(inputs: Navadministration1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Administration`)
};

const es_navadministration1 = /** @type {(inputs: Navadministration1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Administración`)
};

const pt_navadministration1 = /** @type {(inputs: Navadministration1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Administração`)
};

const sw_navadministration1 = /** @type {(inputs: Navadministration1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Utawala`)
};

const ar_navadministration1 = /** @type {(inputs: Navadministration1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الإدارة`)
};

/**
* | output |
* | --- |
* | "Administration" |
*
* @param {Navadministration1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const navadministration1 = /** @type {((inputs?: Navadministration1Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Navadministration1Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_navadministration1(inputs)
	if (locale === "es") return es_navadministration1(inputs)
	if (locale === "pt") return pt_navadministration1(inputs)
	if (locale === "sw") return sw_navadministration1(inputs)
	if (locale === "ar") return ar_navadministration1(inputs)
	return en_navadministration1(inputs)
});
export { navadministration1 as "navAdministration" }