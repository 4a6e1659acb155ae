/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Loginforgotpassword2Inputs */

const en_loginforgotpassword2 = /** @type {(inputs: Loginforgotpassword2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Forgot password?`)
};

const fr_loginforgotpassword2 = /** @type {(inputs: Loginforgotpassword2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mot de passe oublié ?`)
};

const es_loginforgotpassword2 = /** @type {(inputs: Loginforgotpassword2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¿Olvidó su contraseña?`)
};

const pt_loginforgotpassword2 = /** @type {(inputs: Loginforgotpassword2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esqueceu a palavra-passe?`)
};

const sw_loginforgotpassword2 = /** @type {(inputs: Loginforgotpassword2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Umesahau nenosiri?`)
};

const ar_loginforgotpassword2 = /** @type {(inputs: Loginforgotpassword2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`نسيت كلمة المرور؟`)
};

/**
* | output |
* | --- |
* | "Forgot password?" |
*
* @param {Loginforgotpassword2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const loginforgotpassword2 = /** @type {((inputs?: Loginforgotpassword2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Loginforgotpassword2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_loginforgotpassword2(inputs)
	if (locale === "es") return es_loginforgotpassword2(inputs)
	if (locale === "pt") return pt_loginforgotpassword2(inputs)
	if (locale === "sw") return sw_loginforgotpassword2(inputs)
	if (locale === "ar") return ar_loginforgotpassword2(inputs)
	return en_loginforgotpassword2(inputs)
});
export { loginforgotpassword2 as "loginForgotPassword" }