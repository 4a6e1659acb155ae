/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Resetpasswordbacktologin4Inputs */

const en_resetpasswordbacktologin4 = /** @type {(inputs: Resetpasswordbacktologin4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Back to Login`)
};

const fr_resetpasswordbacktologin4 = /** @type {(inputs: Resetpasswordbacktologin4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retour à la connexion`)
};

const es_resetpasswordbacktologin4 = /** @type {(inputs: Resetpasswordbacktologin4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Volver a iniciar sesión`)
};

const pt_resetpasswordbacktologin4 = /** @type {(inputs: Resetpasswordbacktologin4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Voltar ao início de sessão`)
};

const sw_resetpasswordbacktologin4 = /** @type {(inputs: Resetpasswordbacktologin4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rudi kwenye kuingia`)
};

const ar_resetpasswordbacktologin4 = /** @type {(inputs: Resetpasswordbacktologin4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`العودة إلى تسجيل الدخول`)
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
	if (locale === "fr") return fr_resetpasswordbacktologin4(inputs)
	if (locale === "es") return es_resetpasswordbacktologin4(inputs)
	if (locale === "pt") return pt_resetpasswordbacktologin4(inputs)
	if (locale === "sw") return sw_resetpasswordbacktologin4(inputs)
	if (locale === "ar") return ar_resetpasswordbacktologin4(inputs)
	return en_resetpasswordbacktologin4(inputs)
});
export { resetpasswordbacktologin4 as "resetPasswordBackToLogin" }