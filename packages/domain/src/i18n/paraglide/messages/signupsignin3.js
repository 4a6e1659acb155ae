/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Signupsignin3Inputs */

const en_signupsignin3 = /** @type {(inputs: Signupsignin3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign In`)
};

const fr_signupsignin3 = /** @type {(inputs: Signupsignin3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se connecter`)
};

const es_signupsignin3 = /** @type {(inputs: Signupsignin3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Iniciar sesión`)
};

const pt_signupsignin3 = /** @type {(inputs: Signupsignin3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entrar`)
};

const sw_signupsignin3 = /** @type {(inputs: Signupsignin3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ingia`)
};

const ar_signupsignin3 = /** @type {(inputs: Signupsignin3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تسجيل الدخول`)
};

/**
* | output |
* | --- |
* | "Sign In" |
*
* @param {Signupsignin3Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const signupsignin3 = /** @type {((inputs?: Signupsignin3Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Signupsignin3Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_signupsignin3(inputs)
	if (locale === "es") return es_signupsignin3(inputs)
	if (locale === "pt") return pt_signupsignin3(inputs)
	if (locale === "sw") return sw_signupsignin3(inputs)
	if (locale === "ar") return ar_signupsignin3(inputs)
	return en_signupsignin3(inputs)
});
export { signupsignin3 as "signUpSignIn" }