/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mailresetintro2Inputs */

const en_mailresetintro2 = /** @type {(inputs: Mailresetintro2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We received a request to reset the password of your CLA Portal account. Use this link to choose a new password:`)
};

const fr_mailresetintro2 = /** @type {(inputs: Mailresetintro2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous avons reçu une demande de réinitialisation du mot de passe de votre compte du portail CLA. Utilisez ce lien pour choisir un nouveau mot de passe :`)
};

const es_mailresetintro2 = /** @type {(inputs: Mailresetintro2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hemos recibido una solicitud para restablecer la contraseña de su cuenta del Portal CLA. Use este enlace para elegir una nueva contraseña:`)
};

const pt_mailresetintro2 = /** @type {(inputs: Mailresetintro2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recebemos um pedido para redefinir a palavra-passe da sua conta do Portal CLA. Use esta ligação para escolher uma nova palavra-passe:`)
};

const sw_mailresetintro2 = /** @type {(inputs: Mailresetintro2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tumepokea ombi la kuweka upya nenosiri la akaunti yako ya Lango la CLA. Tumia kiungo hiki kuchagua nenosiri jipya:`)
};

const ar_mailresetintro2 = /** @type {(inputs: Mailresetintro2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تلقّينا طلبًا لإعادة تعيين كلمة مرور حسابك في بوابة CLA. استخدم هذا الرابط لاختيار كلمة مرور جديدة:`)
};

/**
* | output |
* | --- |
* | "We received a request to reset the password of your CLA Portal account. Use this link to choose a new password:" |
*
* @param {Mailresetintro2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const mailresetintro2 = /** @type {((inputs?: Mailresetintro2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mailresetintro2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_mailresetintro2(inputs)
	if (locale === "es") return es_mailresetintro2(inputs)
	if (locale === "pt") return pt_mailresetintro2(inputs)
	if (locale === "sw") return sw_mailresetintro2(inputs)
	if (locale === "ar") return ar_mailresetintro2(inputs)
	return en_mailresetintro2(inputs)
});
export { mailresetintro2 as "mailResetIntro" }