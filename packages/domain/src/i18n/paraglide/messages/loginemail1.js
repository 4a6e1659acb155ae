/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Loginemail1Inputs */

const en_loginemail1 = /** @type {(inputs: Loginemail1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Email`)
};

const fr_loginemail1 = /** @type {(inputs: Loginemail1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-mail`)
};

const es_loginemail1 = /** @type {(inputs: Loginemail1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Correo electrónico`)
};

const pt_loginemail1 = /** @type {(inputs: Loginemail1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-mail`)
};

const sw_loginemail1 = /** @type {(inputs: Loginemail1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Barua pepe`)
};

const ar_loginemail1 = /** @type {(inputs: Loginemail1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`البريد الإلكتروني`)
};

/**
* | output |
* | --- |
* | "Email" |
*
* @param {Loginemail1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const loginemail1 = /** @type {((inputs?: Loginemail1Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Loginemail1Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_loginemail1(inputs)
	if (locale === "es") return es_loginemail1(inputs)
	if (locale === "pt") return pt_loginemail1(inputs)
	if (locale === "sw") return sw_loginemail1(inputs)
	if (locale === "ar") return ar_loginemail1(inputs)
	return en_loginemail1(inputs)
});
export { loginemail1 as "loginEmail" }