/* eslint-disable */
import { translations } from '../translations.js';
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Noresponse1Inputs */

const en_noresponse1 = /** @type {(inputs: Noresponse1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No response from server. Please check your internet connection.`)
};

/**
* | output |
* | --- |
* | "No response from server. Please check your internet connection." |
*
* @param {Noresponse1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const noresponse1 = /** @type {((inputs?: Noresponse1Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Noresponse1Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	const translated = translations[locale]?.noresponse1
	if (translated) return translated(inputs)
	return en_noresponse1(inputs)
});
export { noresponse1 as "noResponse" }