/* eslint-disable */
import { translations } from '../translations.js';
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Topiccreated1Inputs */

const en_topiccreated1 = /** @type {(inputs: Topiccreated1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Topic created successfully!`)
};

/**
* | output |
* | --- |
* | "Topic created successfully!" |
*
* @param {Topiccreated1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const topiccreated1 = /** @type {((inputs?: Topiccreated1Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Topiccreated1Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	const translated = translations[locale]?.topiccreated1
	if (translated) return translated(inputs)
	return en_topiccreated1(inputs)
});
export { topiccreated1 as "topicCreated" }