/* eslint-disable */
import { translations } from '../translations.js';
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Resetpasswordsubtitle2Inputs */

const en_resetpasswordsubtitle2 = /** @type {(inputs: Resetpasswordsubtitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a new password for your account.`)
};

/**
* | output |
* | --- |
* | "Choose a new password for your account." |
*
* @param {Resetpasswordsubtitle2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const resetpasswordsubtitle2 = /** @type {((inputs?: Resetpasswordsubtitle2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Resetpasswordsubtitle2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	const translated = translations[locale]?.resetpasswordsubtitle2
	if (translated) return translated(inputs)
	return en_resetpasswordsubtitle2(inputs)
});
export { resetpasswordsubtitle2 as "resetPasswordSubtitle" }