/* eslint-disable */
import { translations } from '../translations.js';
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Loginfailed1Inputs */

const en_loginfailed1 = /** @type {(inputs: Loginfailed1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Login failed. Please check your credentials.`)
};

/**
* | output |
* | --- |
* | "Login failed. Please check your credentials." |
*
* @param {Loginfailed1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const loginfailed1 = /** @type {((inputs?: Loginfailed1Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Loginfailed1Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	const translated = translations[locale]?.loginfailed1
	if (translated) return translated(inputs)
	return en_loginfailed1(inputs)
});
export { loginfailed1 as "loginFailed" }