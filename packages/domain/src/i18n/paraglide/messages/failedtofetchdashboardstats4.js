/* eslint-disable */
import { translations } from '../translations.js';
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Failedtofetchdashboardstats4Inputs */

const en_failedtofetchdashboardstats4 = /** @type {(inputs: Failedtofetchdashboardstats4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to fetch dashboard statistics`)
};

/**
* | output |
* | --- |
* | "Failed to fetch dashboard statistics" |
*
* @param {Failedtofetchdashboardstats4Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const failedtofetchdashboardstats4 = /** @type {((inputs?: Failedtofetchdashboardstats4Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Failedtofetchdashboardstats4Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	const translated = translations[locale]?.failedtofetchdashboardstats4
	if (translated) return translated(inputs)
	return en_failedtofetchdashboardstats4(inputs)
});
export { failedtofetchdashboardstats4 as "failedToFetchDashboardStats" }