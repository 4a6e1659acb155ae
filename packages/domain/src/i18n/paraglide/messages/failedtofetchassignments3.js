/* eslint-disable */
import { translations } from '../translations.js';
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Failedtofetchassignments3Inputs */

const en_failedtofetchassignments3 = /** @type {(inputs: Failedtofetchassignments3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to fetch assignments. Please try again.`)
};

/**
* | output |
* | --- |
* | "Failed to fetch assignments. Please try again." |
*
* @param {Failedtofetchassignments3Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const failedtofetchassignments3 = /** @type {((inputs?: Failedtofetchassignments3Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Failedtofetchassignments3Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	const translated = translations[locale]?.failedtofetchassignments3
	if (translated) return translated(inputs)
	return en_failedtofetchassignments3(inputs)
});
export { failedtofetchassignments3 as "failedToFetchAssignments" }