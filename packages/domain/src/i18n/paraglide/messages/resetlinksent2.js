/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Resetlinksent2Inputs */

const en_resetlinksent2 = /** @type {(inputs: Resetlinksent2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reset link has been sent to your email!`)
};

const fr_resetlinksent2 = /** @type {(inputs: Resetlinksent2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le lien de réinitialisation a été envoyé à votre adresse e-mail !`)
};

const es_resetlinksent2 = /** @type {(inputs: Resetlinksent2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¡Se ha enviado el enlace de restablecimiento a su correo!`)
};

const pt_resetlinksent2 = /** @type {(inputs: Resetlinksent2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A ligação de redefinição foi enviada para o seu e-mail!`)
};

const sw_resetlinksent2 = /** @type {(inputs: Resetlinksent2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kiungo cha kuweka upya kimetumwa kwenye barua pepe yako!`)
};

const ar_resetlinksent2 = /** @type {(inputs: Resetlinksent2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تم إرسال رابط إعادة التعيين إلى بريدك الإلكتروني!`)
};

/**
* | output |
* | --- |
* | "Reset link has been sent to your email!" |
*
* @param {Resetlinksent2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const resetlinksent2 = /** @type {((inputs?: Resetlinksent2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Resetlinksent2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_resetlinksent2(inputs)
	if (locale === "es") return es_resetlinksent2(inputs)
	if (locale === "pt") return pt_resetlinksent2(inputs)
	if (locale === "sw") return sw_resetlinksent2(inputs)
	if (locale === "ar") return ar_resetlinksent2(inputs)
	return en_resetlinksent2(inputs)
});
export { resetlinksent2 as "resetLinkSent" }