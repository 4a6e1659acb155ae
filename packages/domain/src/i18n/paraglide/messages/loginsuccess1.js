/* eslint-disable */
import { translations } from '../translations.js';
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Loginsuccess1Inputs */

const en_loginsuccess1 = /** @type {(inputs: Loginsuccess1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Login successful!`)
};

/**
* | output |
* | --- |
* | "Login successful!" |
*
* @param {Loginsuccess1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const loginsuccess1 = /** @type {((inputs?: Loginsuccess1Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Loginsuccess1Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	const translated = translations[locale]?.loginsuccess1
	if (translated) return translated(inputs)
	return en_loginsuccess1(inputs)
});
export { loginsuccess1 as "loginSuccess" }