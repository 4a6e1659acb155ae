/* eslint-disable */
import { translations } from '../translations.js';
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Resetpasswordbacktologin4Inputs */

const en_resetpasswordbacktologin4 = /** @type {(inputs: Resetpasswordbacktologin4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Back to Login`)
};

/**
* | output |
* | --- |
* | "Back to Login" |
*
* @param {Resetpasswordbacktologin4Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const resetpasswordbacktologin4 = /** @type {((inputs?: Resetpasswordbacktologin4Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Resetpasswordbacktologin4Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	const translated = translations[locale]?.resetpasswordbacktologin4
	if (translated) return translated(inputs)
	return en_resetpasswordbacktologin4(inputs)
});
export { resetpasswordbacktologin4 as "resetPasswordBackToLogin" }