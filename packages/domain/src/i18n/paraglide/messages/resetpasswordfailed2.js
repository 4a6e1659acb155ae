/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Resetpasswordfailed2Inputs */

const en_resetpasswordfailed2 = /** @type {(inputs: Resetpasswordfailed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to reset password. Please try again.`)
};

const fr_resetpasswordfailed2 = /** @type {(inputs: Resetpasswordfailed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impossible de réinitialiser le mot de passe. Veuillez réessayer.`)
};

const es_resetpasswordfailed2 = /** @type {(inputs: Resetpasswordfailed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo restablecer la contraseña. Inténtelo de nuevo.`)
};

const pt_resetpasswordfailed2 = /** @type {(inputs: Resetpasswordfailed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Não foi possível redefinir a palavra-passe. Tente novamente.`)
};

const sw_resetpasswordfailed2 = /** @type {(inputs: Resetpasswordfailed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Imeshindikana kuweka upya nenosiri. Tafadhali jaribu tena.`)
};

const ar_resetpasswordfailed2 = /** @type {(inputs: Resetpasswordfailed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تعذّرت إعادة تعيين كلمة المرور. يرجى المحاولة مرة أخرى.`)
};

/**
* | output |
* | --- |
* | "Failed to reset password. Please try again." |
*
* @param {Resetpasswordfailed2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const resetpasswordfailed2 = /** @type {((inputs?: Resetpasswordfailed2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Resetpasswordfailed2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_resetpasswordfailed2(inputs)
	if (locale === "es") return es_resetpasswordfailed2(inputs)
	if (locale === "pt") return pt_resetpasswordfailed2(inputs)
	if (locale === "sw") return sw_resetpasswordfailed2(inputs)
	if (locale === "ar") return ar_resetpasswordfailed2(inputs)
	return en_resetpasswordfailed2(inputs)
});
export { resetpasswordfailed2 as "resetPasswordFailed" }