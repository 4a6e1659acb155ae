/* eslint-disable */
import { translations } from '../translations.js';
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Loadingcbts1Inputs */

const en_loadingcbts1 = /** @type {(inputs: Loadingcbts1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading cbts...`)
};

/**
* | output |
* | --- |
* | "Loading cbts..." |
*
* @param {Loadingcbts1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const loadingcbts1 = /** @type {((inputs?: Loadingcbts1Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Loadingcbts1Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	const translated = translations[locale]?.loadingcbts1
	if (translated) return translated(inputs)
	return en_loadingcbts1(inputs)
});
export { loadingcbts1 as "loadingCbts" }