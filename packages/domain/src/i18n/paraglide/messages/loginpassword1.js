/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Loginpassword1Inputs */

const en_loginpassword1 = /** @type {(inputs: Loginpassword1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Password`)
};

const fr_loginpassword1 = /** @type {(inputs: Loginpassword1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mot de passe`)
};

const es_loginpassword1 = /** @type {(inputs: Loginpassword1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contraseña`)
};

const pt_loginpassword1 = /** @type {(inputs: Loginpassword1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Palavra-passe`)
};

const sw_loginpassword1 = /** @type {(inputs: Loginpassword1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nenosiri`)
};

const ar_loginpassword1 = /** @type {(inputs: Loginpassword1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`كلمة المرور`)
};

/**
* | output |
* | --- |
* | "Password" |
*
* @param {Loginpassword1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const loginpassword1 = /** @type {((inputs?: Loginpassword1Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Loginpassword1Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_loginpassword1(inputs)
	if (locale === "es") return es_loginpassword1(inputs)
	if (locale === "pt") return pt_loginpassword1(inputs)
	if (locale === "sw") return sw_loginpassword1(inputs)
	if (locale === "ar") return ar_loginpassword1(inputs)
	return en_loginpassword1(inputs)
});
export { loginpassword1 as "loginPassword" }