/* eslint-disable */
import { translations } from '../translations.js';
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Failedtofetchcontributions3Inputs */

const en_failedtofetchcontributions3 = /** @type {(inputs: Failedtofetchcontributions3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to fetch contributions. Please try again.`)
};

/**
* | output |
* | --- |
* | "Failed to fetch contributions. Please try again." |
*
* @param {Failedtofetchcontributions3Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const failedtofetchcontributions3 = /** @type {((inputs?: Failedtofetchcontributions3Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Failedtofetchcontributions3Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	const translated = translations[locale]?.failedtofetchcontributions3
	if (translated) return translated(inputs)
	return en_failedtofetchcontributions3(inputs)
});
export { failedtofetchcontributions3 as "failedToFetchContributions" }