/* eslint-disable */
import { translations } from '../translations.js';
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Setpasswordconfirmpassword3Inputs */

const en_setpasswordconfirmpassword3 = /** @type {(inputs: Setpasswordconfirmpassword3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirm Password`)
};

/**
* | output |
* | --- |
* | "Confirm Password" |
*
* @param {Setpasswordconfirmpassword3Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const setpasswordconfirmpassword3 = /** @type {((inputs?: Setpasswordconfirmpassword3Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Setpasswordconfirmpassword3Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	const translated = translations[locale]?.setpasswordconfirmpassword3
	if (translated) return translated(inputs)
	return en_setpasswordconfirmpassword3(inputs)
});
export { setpasswordconfirmpassword3 as "setPasswordConfirmPassword" }