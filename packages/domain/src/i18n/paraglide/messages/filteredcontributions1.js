/* eslint-disable */
import { translations } from '../translations.js';
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Filteredcontributions1Inputs */

const en_filteredcontributions1 = /** @type {(inputs: Filteredcontributions1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Filtered contributions for selected cohort`)
};

/**
* | output |
* | --- |
* | "Filtered contributions for selected cohort" |
*
* @param {Filteredcontributions1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const filteredcontributions1 = /** @type {((inputs?: Filteredcontributions1Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Filteredcontributions1Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	const translated = translations[locale]?.filteredcontributions1
	if (translated) return translated(inputs)
	return en_filteredcontributions1(inputs)
});
export { filteredcontributions1 as "filteredContributions" }