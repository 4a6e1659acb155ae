/* eslint-disable */
import { translations } from '../translations.js';
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Filteredcbts1Inputs */

const en_filteredcbts1 = /** @type {(inputs: Filteredcbts1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Filtered cbts for selected cohort`)
};

/**
* | output |
* | --- |
* | "Filtered cbts for selected cohort" |
*
* @param {Filteredcbts1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const filteredcbts1 = /** @type {((inputs?: Filteredcbts1Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Filteredcbts1Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	const translated = translations[locale]?.filteredcbts1
	if (translated) return translated(inputs)
	return en_filteredcbts1(inputs)
});
export { filteredcbts1 as "filteredCbts" }