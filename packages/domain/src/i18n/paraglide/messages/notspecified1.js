/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notspecified1Inputs */

const en_notspecified1 = /** @type {(inputs: Notspecified1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not specified`)
};

const fr_notspecified1 = /** @type {(inputs: Notspecified1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Non précisé`)
};

const es_notspecified1 = /** @type {(inputs: Notspecified1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sin especificar`)
};

const pt_notspecified1 = /** @type {(inputs: Notspecified1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Não especificado`)
};

const sw_notspecified1 = /** @type {(inputs: Notspecified1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Haijabainishwa`)
};

const ar_notspecified1 = /** @type {(inputs: Notspecified1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`غير مذكور`)
};

/**
* | output |
* | --- |
* | "Not specified" |
*
* @param {Notspecified1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const notspecified1 = /** @type {((inputs?: Notspecified1Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notspecified1Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_notspecified1(inputs)
	if (locale === "es") return es_notspecified1(inputs)
	if (locale === "pt") return pt_notspecified1(inputs)
	if (locale === "sw") return sw_notspecified1(inputs)
	if (locale === "ar") return ar_notspecified1(inputs)
	return en_notspecified1(inputs)
});
export { notspecified1 as "notSpecified" }