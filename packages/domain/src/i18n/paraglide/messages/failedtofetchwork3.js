/* eslint-disable */
import { translations } from '../translations.js';
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Failedtofetchwork3Inputs */

const en_failedtofetchwork3 = /** @type {(inputs: Failedtofetchwork3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to fetch your work. Please try again.`)
};

/**
* | output |
* | --- |
* | "Failed to fetch your work. Please try again." |
*
* @param {Failedtofetchwork3Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const failedtofetchwork3 = /** @type {((inputs?: Failedtofetchwork3Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Failedtofetchwork3Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	const translated = translations[locale]?.failedtofetchwork3
	if (translated) return translated(inputs)
	return en_failedtofetchwork3(inputs)
});
export { failedtofetchwork3 as "failedToFetchWork" }