/* eslint-disable */
import { translations } from '../translations.js';
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Failedtofetchcbts3Inputs */

const en_failedtofetchcbts3 = /** @type {(inputs: Failedtofetchcbts3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to fetch cbts.`)
};

/**
* | output |
* | --- |
* | "Failed to fetch cbts." |
*
* @param {Failedtofetchcbts3Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const failedtofetchcbts3 = /** @type {((inputs?: Failedtofetchcbts3Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Failedtofetchcbts3Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	const translated = translations[locale]?.failedtofetchcbts3
	if (translated) return translated(inputs)
	return en_failedtofetchcbts3(inputs)
});
export { failedtofetchcbts3 as "failedToFetchCbts" }