/* eslint-disable */
import { translations } from '../translations.js';
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Passwordsdonotmatch3Inputs */

const en_passwordsdonotmatch3 = /** @type {(inputs: Passwordsdonotmatch3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Passwords do not match`)
};

/**
* | output |
* | --- |
* | "Passwords do not match" |
*
* @param {Passwordsdonotmatch3Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const passwordsdonotmatch3 = /** @type {((inputs?: Passwordsdonotmatch3Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Passwordsdonotmatch3Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	const translated = translations[locale]?.passwordsdonotmatch3
	if (translated) return translated(inputs)
	return en_passwordsdonotmatch3(inputs)
});
export { passwordsdonotmatch3 as "passwordsDoNotMatch" }