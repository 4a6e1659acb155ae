/* eslint-disable */
import { translations } from '../translations.js';
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Handinworkfailed3Inputs */

const en_handinworkfailed3 = /** @type {(inputs: Handinworkfailed3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to hand in your work. Please try again.`)
};

/**
* | output |
* | --- |
* | "Failed to hand in your work. Please try again." |
*
* @param {Handinworkfailed3Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const handinworkfailed3 = /** @type {((inputs?: Handinworkfailed3Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Handinworkfailed3Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	const translated = translations[locale]?.handinworkfailed3
	if (translated) return translated(inputs)
	return en_handinworkfailed3(inputs)
});
export { handinworkfailed3 as "handInWorkFailed" }