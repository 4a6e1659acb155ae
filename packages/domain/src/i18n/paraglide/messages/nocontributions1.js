/* eslint-disable */
import { translations } from '../translations.js';
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Nocontributions1Inputs */

const en_nocontributions1 = /** @type {(inputs: Nocontributions1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No contributions available.`)
};

/**
* | output |
* | --- |
* | "No contributions available." |
*
* @param {Nocontributions1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const nocontributions1 = /** @type {((inputs?: Nocontributions1Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nocontributions1Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	const translated = translations[locale]?.nocontributions1
	if (translated) return translated(inputs)
	return en_nocontributions1(inputs)
});
export { nocontributions1 as "noContributions" }