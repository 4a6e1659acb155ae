/* eslint-disable */
import { translations } from '../translations.js';
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Topicupdated1Inputs */

const en_topicupdated1 = /** @type {(inputs: Topicupdated1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Topic updated successfully!`)
};

/**
* | output |
* | --- |
* | "Topic updated successfully!" |
*
* @param {Topicupdated1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const topicupdated1 = /** @type {((inputs?: Topicupdated1Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Topicupdated1Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	const translated = translations[locale]?.topicupdated1
	if (translated) return translated(inputs)
	return en_topicupdated1(inputs)
});
export { topicupdated1 as "topicUpdated" }