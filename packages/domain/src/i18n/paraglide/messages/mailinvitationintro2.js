/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mailinvitationintro2Inputs */

const en_mailinvitationintro2 = /** @type {(inputs: Mailinvitationintro2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`An account has been created for you on the CLA Portal. Use this link to choose your password and sign in:`)
};

const fr_mailinvitationintro2 = /** @type {(inputs: Mailinvitationintro2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un compte a été créé pour vous sur le portail CLA. Utilisez ce lien pour choisir votre mot de passe et vous connecter :`)
};

const es_mailinvitationintro2 = /** @type {(inputs: Mailinvitationintro2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se ha creado una cuenta para usted en el Portal CLA. Use este enlace para elegir su contraseña e iniciar sesión:`)
};

const pt_mailinvitationintro2 = /** @type {(inputs: Mailinvitationintro2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Foi criada uma conta para si no Portal CLA. Use esta ligação para escolher a sua palavra-passe e entrar:`)
};

const sw_mailinvitationintro2 = /** @type {(inputs: Mailinvitationintro2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Umefunguliwa akaunti kwenye Lango la CLA. Tumia kiungo hiki kuchagua nenosiri lako na kuingia:`)
};

const ar_mailinvitationintro2 = /** @type {(inputs: Mailinvitationintro2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أُنشئ لك حساب في بوابة CLA. استخدم هذا الرابط لاختيار كلمة المرور وتسجيل الدخول:`)
};

/**
* | output |
* | --- |
* | "An account has been created for you on the CLA Portal. Use this link to choose your password and sign in:" |
*
* @param {Mailinvitationintro2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const mailinvitationintro2 = /** @type {((inputs?: Mailinvitationintro2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mailinvitationintro2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_mailinvitationintro2(inputs)
	if (locale === "es") return es_mailinvitationintro2(inputs)
	if (locale === "pt") return pt_mailinvitationintro2(inputs)
	if (locale === "sw") return sw_mailinvitationintro2(inputs)
	if (locale === "ar") return ar_mailinvitationintro2(inputs)
	return en_mailinvitationintro2(inputs)
});
export { mailinvitationintro2 as "mailInvitationIntro" }