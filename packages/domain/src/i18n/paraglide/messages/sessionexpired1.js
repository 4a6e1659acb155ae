/* eslint-disable */
import { translations } from '../translations.js';
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sessionexpired1Inputs */

const en_sessionexpired1 = /** @type {(inputs: Sessionexpired1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Session expired. Please login again.`)
};

/**
* | output |
* | --- |
* | "Session expired. Please login again." |
*
* @param {Sessionexpired1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const sessionexpired1 = /** @type {((inputs?: Sessionexpired1Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sessionexpired1Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	const translated = translations[locale]?.sessionexpired1
	if (translated) return translated(inputs)
	return en_sessionexpired1(inputs)
});
export { sessionexpired1 as "sessionExpired" }