/* eslint-disable */
import { translations } from '../translations.js';
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Resetlinksent2Inputs */

const en_resetlinksent2 = /** @type {(inputs: Resetlinksent2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reset link has been sent to your email!`)
};

/**
* | output |
* | --- |
* | "Reset link has been sent to your email!" |
*
* @param {Resetlinksent2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const resetlinksent2 = /** @type {((inputs?: Resetlinksent2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Resetlinksent2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	const translated = translations[locale]?.resetlinksent2
	if (translated) return translated(inputs)
	return en_resetlinksent2(inputs)
});
export { resetlinksent2 as "resetLinkSent" }