/* eslint-disable */
import { translations } from '../translations.js';
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Signupdocumenttitle3Inputs */

const en_signupdocumenttitle3 = /** @type {(inputs: Signupdocumenttitle3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign Up`)
};

/**
* | output |
* | --- |
* | "Sign Up" |
*
* @param {Signupdocumenttitle3Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const signupdocumenttitle3 = /** @type {((inputs?: Signupdocumenttitle3Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Signupdocumenttitle3Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	const translated = translations[locale]?.signupdocumenttitle3
	if (translated) return translated(inputs)
	return en_signupdocumenttitle3(inputs)
});
export { signupdocumenttitle3 as "signUpDocumentTitle" }