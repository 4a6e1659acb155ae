/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Loginsubmit1Inputs */

const en_loginsubmit1 = /** @type {(inputs: Loginsubmit1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign In`)
};

const fr_loginsubmit1 = /** @type {(inputs: Loginsubmit1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se connecter`)
};

const es_loginsubmit1 = /** @type {(inputs: Loginsubmit1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Iniciar sesión`)
};

const pt_loginsubmit1 = /** @type {(inputs: Loginsubmit1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entrar`)
};

const sw_loginsubmit1 = /** @type {(inputs: Loginsubmit1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ingia`)
};

const ar_loginsubmit1 = /** @type {(inputs: Loginsubmit1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تسجيل الدخول`)
};

/**
* | output |
* | --- |
* | "Sign In" |
*
* @param {Loginsubmit1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const loginsubmit1 = /** @type {((inputs?: Loginsubmit1Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Loginsubmit1Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_loginsubmit1(inputs)
	if (locale === "es") return es_loginsubmit1(inputs)
	if (locale === "pt") return pt_loginsubmit1(inputs)
	if (locale === "sw") return sw_loginsubmit1(inputs)
	if (locale === "ar") return ar_loginsubmit1(inputs)
	return en_loginsubmit1(inputs)
});
export { loginsubmit1 as "loginSubmit" }