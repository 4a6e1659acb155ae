/* eslint-disable */
import { translations } from '../translations.js';
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Signupsubmitting2Inputs */

const en_signupsubmitting2 = /** @type {(inputs: Signupsubmitting2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Creating Account...`)
};

/**
* | output |
* | --- |
* | "Creating Account..." |
*
* @param {Signupsubmitting2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const signupsubmitting2 = /** @type {((inputs?: Signupsubmitting2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Signupsubmitting2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	const translated = translations[locale]?.signupsubmitting2
	if (translated) return translated(inputs)
	return en_signupsubmitting2(inputs)
});
export { signupsubmitting2 as "signUpSubmitting" }