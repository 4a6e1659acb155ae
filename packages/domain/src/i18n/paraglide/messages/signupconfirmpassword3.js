/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Signupconfirmpassword3Inputs */

const en_signupconfirmpassword3 = /** @type {(inputs: Signupconfirmpassword3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirm Password`)
};

const fr_signupconfirmpassword3 = /** @type {(inputs: Signupconfirmpassword3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirmer le mot de passe`)
};

const es_signupconfirmpassword3 = /** @type {(inputs: Signupconfirmpassword3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirmar contraseña`)
};

const pt_signupconfirmpassword3 = /** @type {(inputs: Signupconfirmpassword3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirmar palavra-passe`)
};

const sw_signupconfirmpassword3 = /** @type {(inputs: Signupconfirmpassword3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Thibitisha nenosiri`)
};

const ar_signupconfirmpassword3 = /** @type {(inputs: Signupconfirmpassword3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تأكيد كلمة المرور`)
};

/**
* | output |
* | --- |
* | "Confirm Password" |
*
* @param {Signupconfirmpassword3Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const signupconfirmpassword3 = /** @type {((inputs?: Signupconfirmpassword3Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Signupconfirmpassword3Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_signupconfirmpassword3(inputs)
	if (locale === "es") return es_signupconfirmpassword3(inputs)
	if (locale === "pt") return pt_signupconfirmpassword3(inputs)
	if (locale === "sw") return sw_signupconfirmpassword3(inputs)
	if (locale === "ar") return ar_signupconfirmpassword3(inputs)
	return en_signupconfirmpassword3(inputs)
});
export { signupconfirmpassword3 as "signUpConfirmPassword" }