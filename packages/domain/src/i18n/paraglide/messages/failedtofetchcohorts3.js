/* eslint-disable */
import { translations } from '../translations.js';
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Failedtofetchcohorts3Inputs */

const en_failedtofetchcohorts3 = /** @type {(inputs: Failedtofetchcohorts3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to fetch cohorts`)
};

/**
* | output |
* | --- |
* | "Failed to fetch cohorts" |
*
* @param {Failedtofetchcohorts3Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const failedtofetchcohorts3 = /** @type {((inputs?: Failedtofetchcohorts3Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Failedtofetchcohorts3Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	const translated = translations[locale]?.failedtofetchcohorts3
	if (translated) return translated(inputs)
	return en_failedtofetchcohorts3(inputs)
});
export { failedtofetchcohorts3 as "failedToFetchCohorts" }