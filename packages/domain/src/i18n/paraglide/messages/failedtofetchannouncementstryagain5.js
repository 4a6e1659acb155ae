/* eslint-disable */
import { translations } from '../translations.js';
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Failedtofetchannouncementstryagain5Inputs */

const en_failedtofetchannouncementstryagain5 = /** @type {(inputs: Failedtofetchannouncementstryagain5Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to fetch announcements. Please try again.`)
};

/**
* | output |
* | --- |
* | "Failed to fetch announcements. Please try again." |
*
* @param {Failedtofetchannouncementstryagain5Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const failedtofetchannouncementstryagain5 = /** @type {((inputs?: Failedtofetchannouncementstryagain5Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Failedtofetchannouncementstryagain5Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	const translated = translations[locale]?.failedtofetchannouncementstryagain5
	if (translated) return translated(inputs)
	return en_failedtofetchannouncementstryagain5(inputs)
});
export { failedtofetchannouncementstryagain5 as "failedToFetchAnnouncementsTryAgain" }