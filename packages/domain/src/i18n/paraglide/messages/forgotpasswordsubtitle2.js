/* eslint-disable */
import { translations } from '../translations.js';
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Forgotpasswordsubtitle2Inputs */

const en_forgotpasswordsubtitle2 = /** @type {(inputs: Forgotpasswordsubtitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter your email address and we'll send you a link to reset your password.`)
};

/**
* | output |
* | --- |
* | "Enter your email address and we'll send you a link to reset your password." |
*
* @param {Forgotpasswordsubtitle2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const forgotpasswordsubtitle2 = /** @type {((inputs?: Forgotpasswordsubtitle2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Forgotpasswordsubtitle2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	const translated = translations[locale]?.forgotpasswordsubtitle2
	if (translated) return translated(inputs)
	return en_forgotpasswordsubtitle2(inputs)
});
export { forgotpasswordsubtitle2 as "forgotPasswordSubtitle" }