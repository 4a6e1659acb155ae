/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Forgotpasswordsubmit2Inputs */

const en_forgotpasswordsubmit2 = /** @type {(inputs: Forgotpasswordsubmit2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Send Reset Link`)
};

const fr_forgotpasswordsubmit2 = /** @type {(inputs: Forgotpasswordsubmit2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Envoyer le lien`)
};

const es_forgotpasswordsubmit2 = /** @type {(inputs: Forgotpasswordsubmit2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enviar enlace`)
};

const pt_forgotpasswordsubmit2 = /** @type {(inputs: Forgotpasswordsubmit2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enviar ligação`)
};

const sw_forgotpasswordsubmit2 = /** @type {(inputs: Forgotpasswordsubmit2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tuma kiungo`)
};

const ar_forgotpasswordsubmit2 = /** @type {(inputs: Forgotpasswordsubmit2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`إرسال الرابط`)
};

/**
* | output |
* | --- |
* | "Send Reset Link" |
*
* @param {Forgotpasswordsubmit2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const forgotpasswordsubmit2 = /** @type {((inputs?: Forgotpasswordsubmit2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Forgotpasswordsubmit2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_forgotpasswordsubmit2(inputs)
	if (locale === "es") return es_forgotpasswordsubmit2(inputs)
	if (locale === "pt") return pt_forgotpasswordsubmit2(inputs)
	if (locale === "sw") return sw_forgotpasswordsubmit2(inputs)
	if (locale === "ar") return ar_forgotpasswordsubmit2(inputs)
	return en_forgotpasswordsubmit2(inputs)
});
export { forgotpasswordsubmit2 as "forgotPasswordSubmit" }