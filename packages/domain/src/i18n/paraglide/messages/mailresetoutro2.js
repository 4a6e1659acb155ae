/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mailresetoutro2Inputs */

const en_mailresetoutro2 = /** @type {(inputs: Mailresetoutro2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The link is valid for 1 hour and can be used once.

If you did not request a password reset, you can ignore this email; your password stays unchanged.`)
};

const fr_mailresetoutro2 = /** @type {(inputs: Mailresetoutro2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce lien est valable 1 heure et ne peut servir qu'une fois.

Si vous n'avez pas demandé de réinitialisation, vous pouvez ignorer cet e-mail ; votre mot de passe reste inchangé.`)
};

const es_mailresetoutro2 = /** @type {(inputs: Mailresetoutro2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El enlace es válido durante 1 hora y se puede usar una sola vez.

Si no solicitó restablecer la contraseña, puede ignorar este correo; su contraseña no cambia.`)
};

const pt_mailresetoutro2 = /** @type {(inputs: Mailresetoutro2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A ligação é válida durante 1 hora e só pode ser usada uma vez.

Se não pediu a redefinição da palavra-passe, pode ignorar este e-mail; a sua palavra-passe mantém-se.`)
};

const sw_mailresetoutro2 = /** @type {(inputs: Mailresetoutro2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kiungo hiki kinafaa kwa saa 1 na kinaweza kutumika mara moja tu.

Ikiwa hukuomba kuweka upya nenosiri, unaweza kupuuza barua pepe hii; nenosiri lako halitabadilika.`)
};

const ar_mailresetoutro2 = /** @type {(inputs: Mailresetoutro2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`هذا الرابط صالح لمدة ساعة واحدة ويمكن استخدامه مرة واحدة.

إذا لم تطلب إعادة تعيين كلمة المرور، يمكنك تجاهل هذه الرسالة؛ ستبقى كلمة مرورك كما هي.`)
};

/**
* | output |
* | --- |
* | "The link is valid for 1 hour and can be used once. If you did not request a password reset, you can ignore this email; your password stays unchanged." |
*
* @param {Mailresetoutro2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const mailresetoutro2 = /** @type {((inputs?: Mailresetoutro2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mailresetoutro2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_mailresetoutro2(inputs)
	if (locale === "es") return es_mailresetoutro2(inputs)
	if (locale === "pt") return pt_mailresetoutro2(inputs)
	if (locale === "sw") return sw_mailresetoutro2(inputs)
	if (locale === "ar") return ar_mailresetoutro2(inputs)
	return en_mailresetoutro2(inputs)
});
export { mailresetoutro2 as "mailResetOutro" }