/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Forgotpasswordsubtitle2Inputs */

const en_forgotpasswordsubtitle2 = /** @type {(inputs: Forgotpasswordsubtitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter your email address and we'll send you a link to reset your password.`)
};

const fr_forgotpasswordsubtitle2 = /** @type {(inputs: Forgotpasswordsubtitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saisissez votre adresse e-mail : nous vous enverrons un lien pour réinitialiser votre mot de passe.`)
};

const es_forgotpasswordsubtitle2 = /** @type {(inputs: Forgotpasswordsubtitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Introduzca su correo electrónico y le enviaremos un enlace para restablecer su contraseña.`)
};

const pt_forgotpasswordsubtitle2 = /** @type {(inputs: Forgotpasswordsubtitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Introduza o seu endereço de e-mail e enviaremos uma ligação para redefinir a sua palavra-passe.`)
};

const sw_forgotpasswordsubtitle2 = /** @type {(inputs: Forgotpasswordsubtitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Andika anwani yako ya barua pepe, nasi tutakutumia kiungo cha kuweka upya nenosiri lako.`)
};

const ar_forgotpasswordsubtitle2 = /** @type {(inputs: Forgotpasswordsubtitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أدخل عنوان بريدك الإلكتروني وسنرسل إليك رابطًا لإعادة تعيين كلمة المرور.`)
};

/**
* | output |
* | --- |
* | "Enter your email address and we'll send you a link to reset your password." |
*
* @param {Forgotpasswordsubtitle2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const forgotpasswordsubtitle2 = /** @type {((inputs?: Forgotpasswordsubtitle2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Forgotpasswordsubtitle2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_forgotpasswordsubtitle2(inputs)
	if (locale === "es") return es_forgotpasswordsubtitle2(inputs)
	if (locale === "pt") return pt_forgotpasswordsubtitle2(inputs)
	if (locale === "sw") return sw_forgotpasswordsubtitle2(inputs)
	if (locale === "ar") return ar_forgotpasswordsubtitle2(inputs)
	return en_forgotpasswordsubtitle2(inputs)
});
export { forgotpasswordsubtitle2 as "forgotPasswordSubtitle" }