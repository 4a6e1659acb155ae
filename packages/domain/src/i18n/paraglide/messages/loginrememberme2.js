/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Loginrememberme2Inputs */

const en_loginrememberme2 = /** @type {(inputs: Loginrememberme2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Remember me`)
};

const fr_loginrememberme2 = /** @type {(inputs: Loginrememberme2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se souvenir de moi`)
};

const es_loginrememberme2 = /** @type {(inputs: Loginrememberme2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recordarme`)
};

const pt_loginrememberme2 = /** @type {(inputs: Loginrememberme2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lembrar-me`)
};

const sw_loginrememberme2 = /** @type {(inputs: Loginrememberme2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nikumbuke`)
};

const ar_loginrememberme2 = /** @type {(inputs: Loginrememberme2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تذكّرني`)
};

/**
* | output |
* | --- |
* | "Remember me" |
*
* @param {Loginrememberme2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const loginrememberme2 = /** @type {((inputs?: Loginrememberme2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Loginrememberme2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_loginrememberme2(inputs)
	if (locale === "es") return es_loginrememberme2(inputs)
	if (locale === "pt") return pt_loginrememberme2(inputs)
	if (locale === "sw") return sw_loginrememberme2(inputs)
	if (locale === "ar") return ar_loginrememberme2(inputs)
	return en_loginrememberme2(inputs)
});
export { loginrememberme2 as "loginRememberMe" }