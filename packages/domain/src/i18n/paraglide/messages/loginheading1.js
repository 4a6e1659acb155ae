/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Loginheading1Inputs */

const en_loginheading1 = /** @type {(inputs: Loginheading1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Login`)
};

const fr_loginheading1 = /** @type {(inputs: Loginheading1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Connexion`)
};

const es_loginheading1 = /** @type {(inputs: Loginheading1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Iniciar sesión`)
};

const pt_loginheading1 = /** @type {(inputs: Loginheading1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entrar`)
};

const sw_loginheading1 = /** @type {(inputs: Loginheading1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ingia`)
};

const ar_loginheading1 = /** @type {(inputs: Loginheading1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تسجيل الدخول`)
};

/**
* | output |
* | --- |
* | "Login" |
*
* @param {Loginheading1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const loginheading1 = /** @type {((inputs?: Loginheading1Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Loginheading1Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_loginheading1(inputs)
	if (locale === "es") return es_loginheading1(inputs)
	if (locale === "pt") return pt_loginheading1(inputs)
	if (locale === "sw") return sw_loginheading1(inputs)
	if (locale === "ar") return ar_loginheading1(inputs)
	return en_loginheading1(inputs)
});
export { loginheading1 as "loginHeading" }