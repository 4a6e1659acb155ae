/* eslint-disable */
import { translations } from '../translations.js';
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Forgotpasswordsubmit2Inputs */

const en_forgotpasswordsubmit2 = /** @type {(inputs: Forgotpasswordsubmit2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Send Reset Link`)
};

/**
* | output |
* | --- |
* | "Send Reset Link" |
*
* @param {Forgotpasswordsubmit2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const forgotpasswordsubmit2 = /** @type {((inputs?: Forgotpasswordsubmit2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Forgotpasswordsubmit2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	const translated = translations[locale]?.forgotpasswordsubmit2
	if (translated) return translated(inputs)
	return en_forgotpasswordsubmit2(inputs)
});
export { forgotpasswordsubmit2 as "forgotPasswordSubmit" }