/* eslint-disable */
import { translations } from '../translations.js';
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Createannouncementfailed2Inputs */

const en_createannouncementfailed2 = /** @type {(inputs: Createannouncementfailed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to create announcement. Please try again.`)
};

/**
* | output |
* | --- |
* | "Failed to create announcement. Please try again." |
*
* @param {Createannouncementfailed2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const createannouncementfailed2 = /** @type {((inputs?: Createannouncementfailed2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Createannouncementfailed2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	const translated = translations[locale]?.createannouncementfailed2
	if (translated) return translated(inputs)
	return en_createannouncementfailed2(inputs)
});
export { createannouncementfailed2 as "createAnnouncementFailed" }