/* eslint-disable */
import { translations } from '../translations.js';
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Certificatenotfound2Inputs */

const en_certificatenotfound2 = /** @type {(inputs: Certificatenotfound2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Certificate not found`)
};

/**
* | output |
* | --- |
* | "Certificate not found" |
*
* @param {Certificatenotfound2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const certificatenotfound2 = /** @type {((inputs?: Certificatenotfound2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Certificatenotfound2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	const translated = translations[locale]?.certificatenotfound2
	if (translated) return translated(inputs)
	return en_certificatenotfound2(inputs)
});
export { certificatenotfound2 as "certificateNotFound" }