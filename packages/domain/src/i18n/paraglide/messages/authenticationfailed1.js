/* eslint-disable */
import { translations } from '../translations.js';
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Authenticationfailed1Inputs */

const en_authenticationfailed1 = /** @type {(inputs: Authenticationfailed1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Authentication failed`)
};

/**
* | output |
* | --- |
* | "Authentication failed" |
*
* @param {Authenticationfailed1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const authenticationfailed1 = /** @type {((inputs?: Authenticationfailed1Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Authenticationfailed1Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	const translated = translations[locale]?.authenticationfailed1
	if (translated) return translated(inputs)
	return en_authenticationfailed1(inputs)
});
export { authenticationfailed1 as "authenticationFailed" }