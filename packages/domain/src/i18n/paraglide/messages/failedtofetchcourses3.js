/* eslint-disable */
import { translations } from '../translations.js';
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Failedtofetchcourses3Inputs */

const en_failedtofetchcourses3 = /** @type {(inputs: Failedtofetchcourses3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to fetch courses. Please try again.`)
};

/**
* | output |
* | --- |
* | "Failed to fetch courses. Please try again." |
*
* @param {Failedtofetchcourses3Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const failedtofetchcourses3 = /** @type {((inputs?: Failedtofetchcourses3Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Failedtofetchcourses3Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	const translated = translations[locale]?.failedtofetchcourses3
	if (translated) return translated(inputs)
	return en_failedtofetchcourses3(inputs)
});
export { failedtofetchcourses3 as "failedToFetchCourses" }