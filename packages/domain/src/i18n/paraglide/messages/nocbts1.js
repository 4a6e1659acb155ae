/* eslint-disable */
import { translations } from '../translations.js';
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Nocbts1Inputs */

const en_nocbts1 = /** @type {(inputs: Nocbts1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No cbts available.`)
};

/**
* | output |
* | --- |
* | "No cbts available." |
*
* @param {Nocbts1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const nocbts1 = /** @type {((inputs?: Nocbts1Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nocbts1Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	const translated = translations[locale]?.nocbts1
	if (translated) return translated(inputs)
	return en_nocbts1(inputs)
});
export { nocbts1 as "noCbts" }