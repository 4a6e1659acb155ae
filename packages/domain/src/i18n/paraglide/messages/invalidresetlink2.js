/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Invalidresetlink2Inputs */

const en_invalidresetlink2 = /** @type {(inputs: Invalidresetlink2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invalid reset link`)
};

const fr_invalidresetlink2 = /** @type {(inputs: Invalidresetlink2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lien de réinitialisation invalide`)
};

const es_invalidresetlink2 = /** @type {(inputs: Invalidresetlink2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enlace de restablecimiento no válido`)
};

const pt_invalidresetlink2 = /** @type {(inputs: Invalidresetlink2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ligação de redefinição inválida`)
};

const sw_invalidresetlink2 = /** @type {(inputs: Invalidresetlink2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kiungo cha kuweka upya si sahihi`)
};

const ar_invalidresetlink2 = /** @type {(inputs: Invalidresetlink2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`رابط إعادة التعيين غير صالح`)
};

/**
* | output |
* | --- |
* | "Invalid reset link" |
*
* @param {Invalidresetlink2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const invalidresetlink2 = /** @type {((inputs?: Invalidresetlink2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Invalidresetlink2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_invalidresetlink2(inputs)
	if (locale === "es") return es_invalidresetlink2(inputs)
	if (locale === "pt") return pt_invalidresetlink2(inputs)
	if (locale === "sw") return sw_invalidresetlink2(inputs)
	if (locale === "ar") return ar_invalidresetlink2(inputs)
	return en_invalidresetlink2(inputs)
});
export { invalidresetlink2 as "invalidResetLink" }