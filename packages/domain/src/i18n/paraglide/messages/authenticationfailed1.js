/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Authenticationfailed1Inputs */

const en_authenticationfailed1 = /** @type {(inputs: Authenticationfailed1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Authentication failed`)
};

const fr_authenticationfailed1 = /** @type {(inputs: Authenticationfailed1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Échec de l'authentification`)
};

const es_authenticationfailed1 = /** @type {(inputs: Authenticationfailed1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Error de autenticación`)
};

const pt_authenticationfailed1 = /** @type {(inputs: Authenticationfailed1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Falha na autenticação`)
};

const sw_authenticationfailed1 = /** @type {(inputs: Authenticationfailed1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Uthibitishaji umeshindikana`)
};

const ar_authenticationfailed1 = /** @type {(inputs: Authenticationfailed1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`فشل التحقق من الهوية`)
};

/**
* | output |
* | --- |
* | "Authentication failed" |
*
* @param {Authenticationfailed1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const authenticationfailed1 = /** @type {((inputs?: Authenticationfailed1Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Authenticationfailed1Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_authenticationfailed1(inputs)
	if (locale === "es") return es_authenticationfailed1(inputs)
	if (locale === "pt") return pt_authenticationfailed1(inputs)
	if (locale === "sw") return sw_authenticationfailed1(inputs)
	if (locale === "ar") return ar_authenticationfailed1(inputs)
	return en_authenticationfailed1(inputs)
});
export { authenticationfailed1 as "authenticationFailed" }