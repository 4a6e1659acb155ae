/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Logintitle1Inputs */

const en_logintitle1 = /** @type {(inputs: Logintitle1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Welcome Back!`)
};

const fr_logintitle1 = /** @type {(inputs: Logintitle1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bon retour parmi nous !`)
};

const es_logintitle1 = /** @type {(inputs: Logintitle1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¡Bienvenido de nuevo!`)
};

const pt_logintitle1 = /** @type {(inputs: Logintitle1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bem-vindo de volta!`)
};

const sw_logintitle1 = /** @type {(inputs: Logintitle1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Karibu tena!`)
};

const ar_logintitle1 = /** @type {(inputs: Logintitle1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مرحبًا بعودتك!`)
};

/**
* | output |
* | --- |
* | "Welcome Back!" |
*
* @param {Logintitle1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const logintitle1 = /** @type {((inputs?: Logintitle1Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Logintitle1Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_logintitle1(inputs)
	if (locale === "es") return es_logintitle1(inputs)
	if (locale === "pt") return pt_logintitle1(inputs)
	if (locale === "sw") return sw_logintitle1(inputs)
	if (locale === "ar") return ar_logintitle1(inputs)
	return en_logintitle1(inputs)
});
export { logintitle1 as "loginTitle" }