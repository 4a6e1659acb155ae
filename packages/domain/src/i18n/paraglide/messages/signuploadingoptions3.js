/* eslint-disable */
import { translations } from '../translations.js';
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Signuploadingoptions3Inputs */

const en_signuploadingoptions3 = /** @type {(inputs: Signuploadingoptions3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading roles and cohorts...`)
};

/**
* | output |
* | --- |
* | "Loading roles and cohorts..." |
*
* @param {Signuploadingoptions3Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const signuploadingoptions3 = /** @type {((inputs?: Signuploadingoptions3Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Signuploadingoptions3Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	const translated = translations[locale]?.signuploadingoptions3
	if (translated) return translated(inputs)
	return en_signuploadingoptions3(inputs)
});
export { signuploadingoptions3 as "signUpLoadingOptions" }