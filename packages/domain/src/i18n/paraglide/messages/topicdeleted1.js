/* eslint-disable */
import { translations } from '../translations.js';
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Topicdeleted1Inputs */

const en_topicdeleted1 = /** @type {(inputs: Topicdeleted1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Topic deleted successfully!`)
};

/**
* | output |
* | --- |
* | "Topic deleted successfully!" |
*
* @param {Topicdeleted1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const topicdeleted1 = /** @type {((inputs?: Topicdeleted1Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Topicdeleted1Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	const translated = translations[locale]?.topicdeleted1
	if (translated) return translated(inputs)
	return en_topicdeleted1(inputs)
});
export { topicdeleted1 as "topicDeleted" }