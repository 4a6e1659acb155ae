/* eslint-disable */
import { translations } from '../translations.js';
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Signuprole2Inputs */

const en_signuprole2 = /** @type {(inputs: Signuprole2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Role ID`)
};

/**
* | output |
* | --- |
* | "Role ID" |
*
* @param {Signuprole2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const signuprole2 = /** @type {((inputs?: Signuprole2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Signuprole2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	const translated = translations[locale]?.signuprole2
	if (translated) return translated(inputs)
	return en_signuprole2(inputs)
});
export { signuprole2 as "signUpRole" }