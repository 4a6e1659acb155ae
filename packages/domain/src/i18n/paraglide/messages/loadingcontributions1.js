/* eslint-disable */
import { translations } from '../translations.js';
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Loadingcontributions1Inputs */

const en_loadingcontributions1 = /** @type {(inputs: Loadingcontributions1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading contributions...`)
};

/**
* | output |
* | --- |
* | "Loading contributions..." |
*
* @param {Loadingcontributions1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const loadingcontributions1 = /** @type {((inputs?: Loadingcontributions1Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Loadingcontributions1Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	const translated = translations[locale]?.loadingcontributions1
	if (translated) return translated(inputs)
	return en_loadingcontributions1(inputs)
});
export { loadingcontributions1 as "loadingContributions" }