/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Navannouncements1Inputs */

const en_navannouncements1 = /** @type {(inputs: Navannouncements1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Announcements`)
};

const fr_navannouncements1 = /** @type {(inputs: Navannouncements1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Annonces`)
};

const es_navannouncements1 = /** @type {(inputs: Navannouncements1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anuncios`)
};

const pt_navannouncements1 = /** @type {(inputs: Navannouncements1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Avisos`)
};

const sw_navannouncements1 = /** @type {(inputs: Navannouncements1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Matangazo`)
};

const ar_navannouncements1 = /** @type {(inputs: Navannouncements1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الإعلانات`)
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
	if (locale === "fr") return fr_navannouncements1(inputs)
	if (locale === "es") return es_navannouncements1(inputs)
	if (locale === "pt") return pt_navannouncements1(inputs)
	if (locale === "sw") return sw_navannouncements1(inputs)
	if (locale === "ar") return ar_navannouncements1(inputs)
	return en_navannouncements1(inputs)
});
export { navannouncements1 as "navAnnouncements" }