/* eslint-disable */
import { translations } from '../translations.js';
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notopics1Inputs */

const en_notopics1 = /** @type {(inputs: Notopics1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No topics have been added to this course yet.`)
};

/**
* | output |
* | --- |
* | "No topics have been added to this course yet." |
*
* @param {Notopics1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const notopics1 = /** @type {((inputs?: Notopics1Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notopics1Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	const translated = translations[locale]?.notopics1
	if (translated) return translated(inputs)
	return en_notopics1(inputs)
});
export { notopics1 as "noTopics" }