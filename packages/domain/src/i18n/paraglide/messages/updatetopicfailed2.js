/* eslint-disable */
import { translations } from '../translations.js';
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Updatetopicfailed2Inputs */

const en_updatetopicfailed2 = /** @type {(inputs: Updatetopicfailed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to update topic. Please try again.`)
};

/**
* | output |
* | --- |
* | "Failed to update topic. Please try again." |
*
* @param {Updatetopicfailed2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const updatetopicfailed2 = /** @type {((inputs?: Updatetopicfailed2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Updatetopicfailed2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	const translated = translations[locale]?.updatetopicfailed2
	if (translated) return translated(inputs)
	return en_updatetopicfailed2(inputs)
});
export { updatetopicfailed2 as "updateTopicFailed" }