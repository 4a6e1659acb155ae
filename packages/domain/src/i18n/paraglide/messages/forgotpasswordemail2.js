/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Forgotpasswordemail2Inputs */

const en_forgotpasswordemail2 = /** @type {(inputs: Forgotpasswordemail2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Email Address`)
};

const fr_forgotpasswordemail2 = /** @type {(inputs: Forgotpasswordemail2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Adresse e-mail`)
};

const es_forgotpasswordemail2 = /** @type {(inputs: Forgotpasswordemail2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Correo electrónico`)
};

const pt_forgotpasswordemail2 = /** @type {(inputs: Forgotpasswordemail2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Endereço de e-mail`)
};

const sw_forgotpasswordemail2 = /** @type {(inputs: Forgotpasswordemail2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anwani ya barua pepe`)
};

const ar_forgotpasswordemail2 = /** @type {(inputs: Forgotpasswordemail2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`عنوان البريد الإلكتروني`)
};

/**
* | output |
* | --- |
* | "Email Address" |
*
* @param {Forgotpasswordemail2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const forgotpasswordemail2 = /** @type {((inputs?: Forgotpasswordemail2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Forgotpasswordemail2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_forgotpasswordemail2(inputs)
	if (locale === "es") return es_forgotpasswordemail2(inputs)
	if (locale === "pt") return pt_forgotpasswordemail2(inputs)
	if (locale === "sw") return sw_forgotpasswordemail2(inputs)
	if (locale === "ar") return ar_forgotpasswordemail2(inputs)
	return en_forgotpasswordemail2(inputs)
});
export { forgotpasswordemail2 as "forgotPasswordEmail" }