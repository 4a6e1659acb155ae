/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Loginsubmitting1Inputs */

const en_loginsubmitting1 = /** @type {(inputs: Loginsubmitting1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Signing in...`)
};

const fr_loginsubmitting1 = /** @type {(inputs: Loginsubmitting1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Connexion en cours...`)
};

const es_loginsubmitting1 = /** @type {(inputs: Loginsubmitting1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Iniciando sesión...`)
};

const pt_loginsubmitting1 = /** @type {(inputs: Loginsubmitting1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A entrar...`)
};

const sw_loginsubmitting1 = /** @type {(inputs: Loginsubmitting1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inaingia...`)
};

const ar_loginsubmitting1 = /** @type {(inputs: Loginsubmitting1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`جارٍ تسجيل الدخول...`)
};

/**
* | output |
* | --- |
* | "Signing in..." |
*
* @param {Loginsubmitting1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const loginsubmitting1 = /** @type {((inputs?: Loginsubmitting1Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Loginsubmitting1Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_loginsubmitting1(inputs)
	if (locale === "es") return es_loginsubmitting1(inputs)
	if (locale === "pt") return pt_loginsubmitting1(inputs)
	if (locale === "sw") return sw_loginsubmitting1(inputs)
	if (locale === "ar") return ar_loginsubmitting1(inputs)
	return en_loginsubmitting1(inputs)
});
export { loginsubmitting1 as "loginSubmitting" }