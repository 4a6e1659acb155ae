/* eslint-disable */
import { translations } from '../translations.js';
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Logintitle1Inputs */

const en_logintitle1 = /** @type {(inputs: Logintitle1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Welcome Back!`)
};

/**
* | output |
* | --- |
* | "Welcome Back!" |
*
* @param {Logintitle1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const logintitle1 = /** @type {((inputs?: Logintitle1Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Logintitle1Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	const translated = translations[locale]?.logintitle1
	if (translated) return translated(inputs)
	return en_logintitle1(inputs)
});
export { logintitle1 as "loginTitle" }