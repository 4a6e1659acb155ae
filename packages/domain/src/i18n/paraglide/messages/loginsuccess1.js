/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Loginsuccess1Inputs */

const en_loginsuccess1 = /** @type {(inputs: Loginsuccess1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Login successful!`)
};

const fr_loginsuccess1 = /** @type {(inputs: Loginsuccess1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Connexion réussie !`)
};

const es_loginsuccess1 = /** @type {(inputs: Loginsuccess1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¡Sesión iniciada correctamente!`)
};

const pt_loginsuccess1 = /** @type {(inputs: Loginsuccess1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sessão iniciada com sucesso!`)
};

const sw_loginsuccess1 = /** @type {(inputs: Loginsuccess1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Umeingia!`)
};

const ar_loginsuccess1 = /** @type {(inputs: Loginsuccess1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تم تسجيل الدخول بنجاح!`)
};

/**
* | output |
* | --- |
* | "Login successful!" |
*
* @param {Loginsuccess1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const loginsuccess1 = /** @type {((inputs?: Loginsuccess1Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Loginsuccess1Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_loginsuccess1(inputs)
	if (locale === "es") return es_loginsuccess1(inputs)
	if (locale === "pt") return pt_loginsuccess1(inputs)
	if (locale === "sw") return sw_loginsuccess1(inputs)
	if (locale === "ar") return ar_loginsuccess1(inputs)
	return en_loginsuccess1(inputs)
});
export { loginsuccess1 as "loginSuccess" }