/* eslint-disable */
import { translations } from '../translations.js';
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Signupbirthday2Inputs */

const en_signupbirthday2 = /** @type {(inputs: Signupbirthday2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Birthday`)
};

/**
* | output |
* | --- |
* | "Birthday" |
*
* @param {Signupbirthday2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const signupbirthday2 = /** @type {((inputs?: Signupbirthday2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Signupbirthday2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	const translated = translations[locale]?.signupbirthday2
	if (translated) return translated(inputs)
	return en_signupbirthday2(inputs)
});
export { signupbirthday2 as "signUpBirthday" }