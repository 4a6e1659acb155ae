/* eslint-disable */
import { translations } from '../translations.js';
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Createtopicfailed2Inputs */

const en_createtopicfailed2 = /** @type {(inputs: Createtopicfailed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to create topic. Please try again.`)
};

/**
* | output |
* | --- |
* | "Failed to create topic. Please try again." |
*
* @param {Createtopicfailed2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const createtopicfailed2 = /** @type {((inputs?: Createtopicfailed2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Createtopicfailed2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	const translated = translations[locale]?.createtopicfailed2
	if (translated) return translated(inputs)
	return en_createtopicfailed2(inputs)
});
export { createtopicfailed2 as "createTopicFailed" }