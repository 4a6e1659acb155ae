/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Languagelabel1Inputs */

const en_languagelabel1 = /** @type {(inputs: Languagelabel1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Language`)
};

const fr_languagelabel1 = /** @type {(inputs: Languagelabel1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Langue`)
};

const es_languagelabel1 = /** @type {(inputs: Languagelabel1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Idioma`)
};

const pt_languagelabel1 = /** @type {(inputs: Languagelabel1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Idioma`)
};

const sw_languagelabel1 = /** @type {(inputs: Languagelabel1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lugha`)
};

const ar_languagelabel1 = /** @type {(inputs: Languagelabel1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اللغة`)
};

/**
* | output |
* | --- |
* | "Language" |
*
* @param {Languagelabel1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const languagelabel1 = /** @type {((inputs?: Languagelabel1Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Languagelabel1Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_languagelabel1(inputs)
	if (locale === "es") return es_languagelabel1(inputs)
	if (locale === "pt") return pt_languagelabel1(inputs)
	if (locale === "sw") return sw_languagelabel1(inputs)
	if (locale === "ar") return ar_languagelabel1(inputs)
	return en_languagelabel1(inputs)
});
export { languagelabel1 as "languageLabel" }