/* eslint-disable */
import { translations } from '../translations.js';
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Loggedout1Inputs */

const en_loggedout1 = /** @type {(inputs: Loggedout1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Logged out successfully!`)
};

/**
* | output |
* | --- |
* | "Logged out successfully!" |
*
* @param {Loggedout1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const loggedout1 = /** @type {((inputs?: Loggedout1Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Loggedout1Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	const translated = translations[locale]?.loggedout1
	if (translated) return translated(inputs)
	return en_loggedout1(inputs)
});
export { loggedout1 as "loggedOut" }