/* eslint-disable */
import { translations } from '../translations.js';
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Announcementupdated1Inputs */

const en_announcementupdated1 = /** @type {(inputs: Announcementupdated1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Announcement updated successfully!`)
};

/**
* | output |
* | --- |
* | "Announcement updated successfully!" |
*
* @param {Announcementupdated1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const announcementupdated1 = /** @type {((inputs?: Announcementupdated1Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Announcementupdated1Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	const translated = translations[locale]?.announcementupdated1
	if (translated) return translated(inputs)
	return en_announcementupdated1(inputs)
});
export { announcementupdated1 as "announcementUpdated" }