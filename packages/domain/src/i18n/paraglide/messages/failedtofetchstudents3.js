/* eslint-disable */
import { translations } from '../translations.js';
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Failedtofetchstudents3Inputs */

const en_failedtofetchstudents3 = /** @type {(inputs: Failedtofetchstudents3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to fetch students. Please try again.`)
};

/**
* | output |
* | --- |
* | "Failed to fetch students. Please try again." |
*
* @param {Failedtofetchstudents3Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const failedtofetchstudents3 = /** @type {((inputs?: Failedtofetchstudents3Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Failedtofetchstudents3Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	const translated = translations[locale]?.failedtofetchstudents3
	if (translated) return translated(inputs)
	return en_failedtofetchstudents3(inputs)
});
export { failedtofetchstudents3 as "failedToFetchStudents" }