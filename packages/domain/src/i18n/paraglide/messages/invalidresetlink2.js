/* eslint-disable */
import { translations } from '../translations.js';
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Invalidresetlink2Inputs */

const en_invalidresetlink2 = /** @type {(inputs: Invalidresetlink2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invalid reset link`)
};

/**
* | output |
* | --- |
* | "Invalid reset link" |
*
* @param {Invalidresetlink2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const invalidresetlink2 = /** @type {((inputs?: Invalidresetlink2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Invalidresetlink2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	const translated = translations[locale]?.invalidresetlink2
	if (translated) return translated(inputs)
	return en_invalidresetlink2(inputs)
});
export { invalidresetlink2 as "invalidResetLink" }