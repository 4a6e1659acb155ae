/* eslint-disable */
import { translations } from '../translations.js';
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Resetpasswordconfirmpassword3Inputs */

const en_resetpasswordconfirmpassword3 = /** @type {(inputs: Resetpasswordconfirmpassword3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirm New Password`)
};

/**
* | output |
* | --- |
* | "Confirm New Password" |
*
* @param {Resetpasswordconfirmpassword3Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const resetpasswordconfirmpassword3 = /** @type {((inputs?: Resetpasswordconfirmpassword3Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Resetpasswordconfirmpassword3Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	const translated = translations[locale]?.resetpasswordconfirmpassword3
	if (translated) return translated(inputs)
	return en_resetpasswordconfirmpassword3(inputs)
});
export { resetpasswordconfirmpassword3 as "resetPasswordConfirmPassword" }