/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Resetpasswordtitle2Inputs */

const en_resetpasswordtitle2 = /** @type {(inputs: Resetpasswordtitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reset Password`)
};

const fr_resetpasswordtitle2 = /** @type {(inputs: Resetpasswordtitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Réinitialiser le mot de passe`)
};

const es_resetpasswordtitle2 = /** @type {(inputs: Resetpasswordtitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Restablecer contraseña`)
};

const pt_resetpasswordtitle2 = /** @type {(inputs: Resetpasswordtitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Redefinir palavra-passe`)
};

const sw_resetpasswordtitle2 = /** @type {(inputs: Resetpasswordtitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Weka upya nenosiri`)
};

const ar_resetpasswordtitle2 = /** @type {(inputs: Resetpasswordtitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`إعادة تعيين كلمة المرور`)
};

/**
* | output |
* | --- |
* | "Reset Password" |
*
* @param {Resetpasswordtitle2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const resetpasswordtitle2 = /** @type {((inputs?: Resetpasswordtitle2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Resetpasswordtitle2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_resetpasswordtitle2(inputs)
	if (locale === "es") return es_resetpasswordtitle2(inputs)
	if (locale === "pt") return pt_resetpasswordtitle2(inputs)
	if (locale === "sw") return sw_resetpasswordtitle2(inputs)
	if (locale === "ar") return ar_resetpasswordtitle2(inputs)
	return en_resetpasswordtitle2(inputs)
});
export { resetpasswordtitle2 as "resetPasswordTitle" }