/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Navdashboard1Inputs */

const en_navdashboard1 = /** @type {(inputs: Navdashboard1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dashboard`)
};

const fr_navdashboard1 = /** @type {(inputs: Navdashboard1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tableau de bord`)
};

const es_navdashboard1 = /** @type {(inputs: Navdashboard1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Panel`)
};

const pt_navdashboard1 = /** @type {(inputs: Navdashboard1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Painel`)
};

const sw_navdashboard1 = /** @type {(inputs: Navdashboard1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dashibodi`)
};

const ar_navdashboard1 = /** @type {(inputs: Navdashboard1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لوحة المتابعة`)
};

/**
* | output |
* | --- |
* | "Dashboard" |
*
* @param {Navdashboard1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const navdashboard1 = /** @type {((inputs?: Navdashboard1Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Navdashboard1Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_navdashboard1(inputs)
	if (locale === "es") return es_navdashboard1(inputs)
	if (locale === "pt") return pt_navdashboard1(inputs)
	if (locale === "sw") return sw_navdashboard1(inputs)
	if (locale === "ar") return ar_navdashboard1(inputs)
	return en_navdashboard1(inputs)
});
export { navdashboard1 as "navDashboard" }