/* eslint-disable */
import { translations } from '../translations.js';
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Deleteannouncementfailed2Inputs */

const en_deleteannouncementfailed2 = /** @type {(inputs: Deleteannouncementfailed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to delete announcement. Please try again.`)
};

/**
* | output |
* | --- |
* | "Failed to delete announcement. Please try again." |
*
* @param {Deleteannouncementfailed2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const deleteannouncementfailed2 = /** @type {((inputs?: Deleteannouncementfailed2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Deleteannouncementfailed2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	const translated = translations[locale]?.deleteannouncementfailed2
	if (translated) return translated(inputs)
	return en_deleteannouncementfailed2(inputs)
});
export { deleteannouncementfailed2 as "deleteAnnouncementFailed" }