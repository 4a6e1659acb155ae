/* eslint-disable */
import { translations } from '../translations.js';
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Deletetopicfailed2Inputs */

const en_deletetopicfailed2 = /** @type {(inputs: Deletetopicfailed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to delete topic. Please try again.`)
};

/**
* | output |
* | --- |
* | "Failed to delete topic. Please try again." |
*
* @param {Deletetopicfailed2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const deletetopicfailed2 = /** @type {((inputs?: Deletetopicfailed2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Deletetopicfailed2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	const translated = translations[locale]?.deletetopicfailed2
	if (translated) return translated(inputs)
	return en_deletetopicfailed2(inputs)
});
export { deletetopicfailed2 as "deleteTopicFailed" }