/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Forgotpasswordsubmitting2Inputs */

const en_forgotpasswordsubmitting2 = /** @type {(inputs: Forgotpasswordsubmitting2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sending...`)
};

const fr_forgotpasswordsubmitting2 = /** @type {(inputs: Forgotpasswordsubmitting2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Envoi...`)
};

const es_forgotpasswordsubmitting2 = /** @type {(inputs: Forgotpasswordsubmitting2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enviando...`)
};

const pt_forgotpasswordsubmitting2 = /** @type {(inputs: Forgotpasswordsubmitting2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A enviar...`)
};

const sw_forgotpasswordsubmitting2 = /** @type {(inputs: Forgotpasswordsubmitting2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inatuma...`)
};

const ar_forgotpasswordsubmitting2 = /** @type {(inputs: Forgotpasswordsubmitting2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`جارٍ الإرسال...`)
};

/**
* | output |
* | --- |
* | "Sending..." |
*
* @param {Forgotpasswordsubmitting2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const forgotpasswordsubmitting2 = /** @type {((inputs?: Forgotpasswordsubmitting2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Forgotpasswordsubmitting2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_forgotpasswordsubmitting2(inputs)
	if (locale === "es") return es_forgotpasswordsubmitting2(inputs)
	if (locale === "pt") return pt_forgotpasswordsubmitting2(inputs)
	if (locale === "sw") return sw_forgotpasswordsubmitting2(inputs)
	if (locale === "ar") return ar_forgotpasswordsubmitting2(inputs)
	return en_forgotpasswordsubmitting2(inputs)
});
export { forgotpasswordsubmitting2 as "forgotPasswordSubmitting" }