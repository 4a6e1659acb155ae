/* eslint-disable */
import { translations } from '../translations.js';
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Liveclassdeleted2Inputs */

const en_liveclassdeleted2 = /** @type {(inputs: Liveclassdeleted2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Live class deleted successfully!`)
};

/**
* | output |
* | --- |
* | "Live class deleted successfully!" |
*
* @param {Liveclassdeleted2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const liveclassdeleted2 = /** @type {((inputs?: Liveclassdeleted2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Liveclassdeleted2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	const translated = translations[locale]?.liveclassdeleted2
	if (translated) return translated(inputs)
	return en_liveclassdeleted2(inputs)
});
export { liveclassdeleted2 as "liveClassDeleted" }