/* eslint-disable */
import { translations } from '../translations.js';
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Resetpasswordfailed2Inputs */

const en_resetpasswordfailed2 = /** @type {(inputs: Resetpasswordfailed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to reset password. Please try again.`)
};

/**
* | output |
* | --- |
* | "Failed to reset password. Please try again." |
*
* @param {Resetpasswordfailed2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const resetpasswordfailed2 = /** @type {((inputs?: Resetpasswordfailed2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Resetpasswordfailed2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	const translated = translations[locale]?.resetpasswordfailed2
	if (translated) return translated(inputs)
	return en_resetpasswordfailed2(inputs)
});
export { resetpasswordfailed2 as "resetPasswordFailed" }