/* eslint-disable */
import { translations } from '../translations.js';
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Confirmdeletetopic2Inputs */

const en_confirmdeletetopic2 = /** @type {(inputs: Confirmdeletetopic2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Are you sure you want to delete this topic?`)
};

/**
* | output |
* | --- |
* | "Are you sure you want to delete this topic?" |
*
* @param {Confirmdeletetopic2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const confirmdeletetopic2 = /** @type {((inputs?: Confirmdeletetopic2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Confirmdeletetopic2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	const translated = translations[locale]?.confirmdeletetopic2
	if (translated) return translated(inputs)
	return en_confirmdeletetopic2(inputs)
});
export { confirmdeletetopic2 as "confirmDeleteTopic" }