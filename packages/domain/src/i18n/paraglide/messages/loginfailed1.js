/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Loginfailed1Inputs */

const en_loginfailed1 = /** @type {(inputs: Loginfailed1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Login failed. Please check your credentials.`)
};

const fr_loginfailed1 = /** @type {(inputs: Loginfailed1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Échec de la connexion. Veuillez vérifier vos identifiants.`)
};

const es_loginfailed1 = /** @type {(inputs: Loginfailed1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Error al iniciar sesión. Compruebe sus credenciales.`)
};

const pt_loginfailed1 = /** @type {(inputs: Loginfailed1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Falha ao iniciar sessão. Verifique as suas credenciais.`)
};

const sw_loginfailed1 = /** @type {(inputs: Loginfailed1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kuingia kumeshindikana. Tafadhali hakiki taarifa zako za kuingia.`)
};

const ar_loginfailed1 = /** @type {(inputs: Loginfailed1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`فشل تسجيل الدخول. يرجى التحقق من بيانات الدخول.`)
};

/**
* | output |
* | --- |
* | "Login failed. Please check your credentials." |
*
* @param {Loginfailed1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const loginfailed1 = /** @type {((inputs?: Loginfailed1Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Loginfailed1Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_loginfailed1(inputs)
	if (locale === "es") return es_loginfailed1(inputs)
	if (locale === "pt") return pt_loginfailed1(inputs)
	if (locale === "sw") return sw_loginfailed1(inputs)
	if (locale === "ar") return ar_loginfailed1(inputs)
	return en_loginfailed1(inputs)
});
export { loginfailed1 as "loginFailed" }