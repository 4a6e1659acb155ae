/* eslint-disable */
import { translations } from '../translations.js';
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Updateannouncementfailed2Inputs */

const en_updateannouncementfailed2 = /** @type {(inputs: Updateannouncementfailed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to update announcement. Please try again.`)
};

/**
* | output |
* | --- |
* | "Failed to update announcement. Please try again." |
*
* @param {Updateannouncementfailed2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const updateannouncementfailed2 = /** @type {((inputs?: Updateannouncementfailed2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Updateannouncementfailed2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	const translated = translations[locale]?.updateannouncementfailed2
	if (translated) return translated(inputs)
	return en_updateannouncementfailed2(inputs)
});
export { updateannouncementfailed2 as "updateAnnouncementFailed" }