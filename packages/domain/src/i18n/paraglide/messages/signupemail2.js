/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Signupemail2Inputs */

const en_signupemail2 = /** @type {(inputs: Signupemail2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Email Address`)
};

const fr_signupemail2 = /** @type {(inputs: Signupemail2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Adresse e-mail`)
};

const es_signupemail2 = /** @type {(inputs: Signupemail2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Correo electrónico`)
};

const pt_signupemail2 = /** @type {(inputs: Signupemail2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Endereço de e-mail`)
};

const sw_signupemail2 = /** @type {(inputs: Signupemail2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anwani ya barua pepe`)
};

const ar_signupemail2 = /** @type {(inputs: Signupemail2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`عنوان البريد الإلكتروني`)
};

/**
* | output |
* | --- |
* | "Email Address" |
*
* @param {Signupemail2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const signupemail2 = /** @type {((inputs?: Signupemail2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Signupemail2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_signupemail2(inputs)
	if (locale === "es") return es_signupemail2(inputs)
	if (locale === "pt") return pt_signupemail2(inputs)
	if (locale === "sw") return sw_signupemail2(inputs)
	if (locale === "ar") return ar_signupemail2(inputs)
	return en_signupemail2(inputs)
});
export { signupemail2 as "signUpEmail" }