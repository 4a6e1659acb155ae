/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Forgotpasswordbacktologin4Inputs */

const en_forgotpasswordbacktologin4 = /** @type {(inputs: Forgotpasswordbacktologin4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Back to Login`)
};

const fr_forgotpasswordbacktologin4 = /** @type {(inputs: Forgotpasswordbacktologin4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retour à la connexion`)
};

const es_forgotpasswordbacktologin4 = /** @type {(inputs: Forgotpasswordbacktologin4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Volver a iniciar sesión`)
};

const pt_forgotpasswordbacktologin4 = /** @type {(inputs: Forgotpasswordbacktologin4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Voltar ao início de sessão`)
};

const sw_forgotpasswordbacktologin4 = /** @type {(inputs: Forgotpasswordbacktologin4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rudi kwenye kuingia`)
};

const ar_forgotpasswordbacktologin4 = /** @type {(inputs: Forgotpasswordbacktologin4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`العودة إلى تسجيل الدخول`)
};

/**
* | output |
* | --- |
* | "Back to Login" |
*
* @param {Forgotpasswordbacktologin4Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const forgotpasswordbacktologin4 = /** @type {((inputs?: Forgotpasswordbacktologin4Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Forgotpasswordbacktologin4Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_forgotpasswordbacktologin4(inputs)
	if (locale === "es") return es_forgotpasswordbacktologin4(inputs)
	if (locale === "pt") return pt_forgotpasswordbacktologin4(inputs)
	if (locale === "sw") return sw_forgotpasswordbacktologin4(inputs)
	if (locale === "ar") return ar_forgotpasswordbacktologin4(inputs)
	return en_forgotpasswordbacktologin4(inputs)
});
export { forgotpasswordbacktologin4 as "forgotPasswordBackToLogin" }