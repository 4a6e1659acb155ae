/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Signuppassword2Inputs */

const en_signuppassword2 = /** @type {(inputs: Signuppassword2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Password`)
};

const fr_signuppassword2 = /** @type {(inputs: Signuppassword2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mot de passe`)
};

const es_signuppassword2 = /** @type {(inputs: Signuppassword2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contraseña`)
};

const pt_signuppassword2 = /** @type {(inputs: Signuppassword2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Palavra-passe`)
};

const sw_signuppassword2 = /** @type {(inputs: Signuppassword2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nenosiri`)
};

const ar_signuppassword2 = /** @type {(inputs: Signuppassword2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`كلمة المرور`)
};

/**
* | output |
* | --- |
* | "Password" |
*
* @param {Signuppassword2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const signuppassword2 = /** @type {((inputs?: Signuppassword2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Signuppassword2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_signuppassword2(inputs)
	if (locale === "es") return es_signuppassword2(inputs)
	if (locale === "pt") return pt_signuppassword2(inputs)
	if (locale === "sw") return sw_signuppassword2(inputs)
	if (locale === "ar") return ar_signuppassword2(inputs)
	return en_signuppassword2(inputs)
});
export { signuppassword2 as "signUpPassword" }