/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Navtests1Inputs */

const en_navtests1 = /** @type {(inputs: Navtests1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tests`)
};

const fr_navtests1 = /** @type {(inputs: Navtests1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tests`)
};

const es_navtests1 = /** @type {(inputs: Navtests1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pruebas`)
};

const pt_navtests1 = /** @type {(inputs: Navtests1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Testes`)
};

const sw_navtests1 = /** @type {(inputs: Navtests1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Majaribio`)
};

const ar_navtests1 = /** @type {(inputs: Navtests1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الاختبارات`)
};

/**
* | output |
* | --- |
* | "Tests" |
*
* @param {Navtests1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const navtests1 = /** @type {((inputs?: Navtests1Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Navtests1Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_navtests1(inputs)
	if (locale === "es") return es_navtests1(inputs)
	if (locale === "pt") return pt_navtests1(inputs)
	if (locale === "sw") return sw_navtests1(inputs)
	if (locale === "ar") return ar_navtests1(inputs)
	return en_navtests1(inputs)
});
export { navtests1 as "navTests" }