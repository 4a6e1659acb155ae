/* eslint-disable */
import { translations } from '../translations.js';
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Signupsubtitle2Inputs */

const en_signupsubtitle2 = /** @type {(inputs: Signupsubtitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Create your account`)
};

/**
* | output |
* | --- |
* | "Create your account" |
*
* @param {Signupsubtitle2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const signupsubtitle2 = /** @type {((inputs?: Signupsubtitle2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Signupsubtitle2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	const translated = translations[locale]?.signupsubtitle2
	if (translated) return translated(inputs)
	return en_signupsubtitle2(inputs)
});
export { signupsubtitle2 as "signUpSubtitle" }