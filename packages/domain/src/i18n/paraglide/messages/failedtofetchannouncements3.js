/* eslint-disable */
import { translations } from '../translations.js';
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Failedtofetchannouncements3Inputs */

const en_failedtofetchannouncements3 = /** @type {(inputs: Failedtofetchannouncements3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to fetch announcements`)
};

/**
* | output |
* | --- |
* | "Failed to fetch announcements" |
*
* @param {Failedtofetchannouncements3Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const failedtofetchannouncements3 = /** @type {((inputs?: Failedtofetchannouncements3Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Failedtofetchannouncements3Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	const translated = translations[locale]?.failedtofetchannouncements3
	if (translated) return translated(inputs)
	return en_failedtofetchannouncements3(inputs)
});
export { failedtofetchannouncements3 as "failedToFetchAnnouncements" }