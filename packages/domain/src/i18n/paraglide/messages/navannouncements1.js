/* eslint-disable */
import { translations } from '../translations.js';
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Navannouncements1Inputs */

const en_navannouncements1 = /** @type {(inputs: Navannouncements1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Announcements`)
};

/**
* | output |
* | --- |
* | "Announcements" |
*
* @param {Navannouncements1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const navannouncements1 = /** @type {((inputs?: Navannouncements1Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Navannouncements1Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	const translated = translations[locale]?.navannouncements1
	if (translated) return translated(inputs)
	return en_navannouncements1(inputs)
});
export { navannouncements1 as "navAnnouncements" }