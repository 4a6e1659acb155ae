/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Resetpasswordsubmit2Inputs */

const en_resetpasswordsubmit2 = /** @type {(inputs: Resetpasswordsubmit2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reset Password`)
};

const fr_resetpasswordsubmit2 = /** @type {(inputs: Resetpasswordsubmit2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Réinitialiser le mot de passe`)
};

const es_resetpasswordsubmit2 = /** @type {(inputs: Resetpasswordsubmit2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Restablecer contraseña`)
};

const pt_resetpasswordsubmit2 = /** @type {(inputs: Resetpasswordsubmit2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Redefinir palavra-passe`)
};

const sw_resetpasswordsubmit2 = /** @type {(inputs: Resetpasswordsubmit2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Weka upya nenosiri`)
};

const ar_resetpasswordsubmit2 = /** @type {(inputs: Resetpasswordsubmit2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`إعادة تعيين كلمة المرور`)
};

/**
* | output |
* | --- |
* | "Reset Password" |
*
* @param {Resetpasswordsubmit2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const resetpasswordsubmit2 = /** @type {((inputs?: Resetpasswordsubmit2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Resetpasswordsubmit2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_resetpasswordsubmit2(inputs)
	if (locale === "es") return es_resetpasswordsubmit2(inputs)
	if (locale === "pt") return pt_resetpasswordsubmit2(inputs)
	if (locale === "sw") return sw_resetpasswordsubmit2(inputs)
	if (locale === "ar") return ar_resetpasswordsubmit2(inputs)
	return en_resetpasswordsubmit2(inputs)
});
export { resetpasswordsubmit2 as "resetPasswordSubmit" }