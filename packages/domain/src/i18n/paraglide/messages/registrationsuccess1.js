/* eslint-disable */
import { translations } from '../translations.js';
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Registrationsuccess1Inputs */

const en_registrationsuccess1 = /** @type {(inputs: Registrationsuccess1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Registration successful! Please login to continue.`)
};

/**
* | output |
* | --- |
* | "Registration successful! Please login to continue." |
*
* @param {Registrationsuccess1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const registrationsuccess1 = /** @type {((inputs?: Registrationsuccess1Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Registrationsuccess1Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	const translated = translations[locale]?.registrationsuccess1
	if (translated) return translated(inputs)
	return en_registrationsuccess1(inputs)
});
export { registrationsuccess1 as "registrationSuccess" }