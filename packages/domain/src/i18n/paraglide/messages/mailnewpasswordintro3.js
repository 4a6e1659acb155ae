/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mailnewpasswordintro3Inputs */

const en_mailnewpasswordintro3 = /** @type {(inputs: Mailnewpasswordintro3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The academy has sent you a link to choose a new password for your CLA Portal account:`)
};

const fr_mailnewpasswordintro3 = /** @type {(inputs: Mailnewpasswordintro3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`L'académie vous a envoyé un lien pour choisir un nouveau mot de passe pour votre compte du portail CLA :`)
};

const es_mailnewpasswordintro3 = /** @type {(inputs: Mailnewpasswordintro3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La academia le ha enviado un enlace para elegir una nueva contraseña para su cuenta del Portal CLA:`)
};

const pt_mailnewpasswordintro3 = /** @type {(inputs: Mailnewpasswordintro3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A academia enviou-lhe uma ligação para escolher uma nova palavra-passe para a sua conta do Portal CLA:`)
};

const sw_mailnewpasswordintro3 = /** @type {(inputs: Mailnewpasswordintro3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chuo kimekutumia kiungo cha kuchagua nenosiri jipya la akaunti yako ya Lango la CLA:`)
};

const ar_mailnewpasswordintro3 = /** @type {(inputs: Mailnewpasswordintro3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أرسلت إليك الأكاديمية رابطًا لاختيار كلمة مرور جديدة لحسابك في بوابة CLA:`)
};

/**
* | output |
* | --- |
* | "The academy has sent you a link to choose a new password for your CLA Portal account:" |
*
* @param {Mailnewpasswordintro3Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const mailnewpasswordintro3 = /** @type {((inputs?: Mailnewpasswordintro3Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mailnewpasswordintro3Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_mailnewpasswordintro3(inputs)
	if (locale === "es") return es_mailnewpasswordintro3(inputs)
	if (locale === "pt") return pt_mailnewpasswordintro3(inputs)
	if (locale === "sw") return sw_mailnewpasswordintro3(inputs)
	if (locale === "ar") return ar_mailnewpasswordintro3(inputs)
	return en_mailnewpasswordintro3(inputs)
});
export { mailnewpasswordintro3 as "mailNewPasswordIntro" }