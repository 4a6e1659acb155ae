/* eslint-disable */
import { translations } from '../translations.js';
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Announcementcreated1Inputs */

const en_announcementcreated1 = /** @type {(inputs: Announcementcreated1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Announcement created successfully!`)
};

/**
* | output |
* | --- |
* | "Announcement created successfully!" |
*
* @param {Announcementcreated1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const announcementcreated1 = /** @type {((inputs?: Announcementcreated1Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Announcementcreated1Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	const translated = translations[locale]?.announcementcreated1
	if (translated) return translated(inputs)
	return en_announcementcreated1(inputs)
});
export { announcementcreated1 as "announcementCreated" }