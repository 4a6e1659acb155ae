/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sendresetlinkfailed3Inputs */

const en_sendresetlinkfailed3 = /** @type {(inputs: Sendresetlinkfailed3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to send reset link. Please try again.`)
};

const fr_sendresetlinkfailed3 = /** @type {(inputs: Sendresetlinkfailed3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impossible d'envoyer le lien de réinitialisation. Veuillez réessayer.`)
};

const es_sendresetlinkfailed3 = /** @type {(inputs: Sendresetlinkfailed3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo enviar el enlace de restablecimiento. Inténtelo de nuevo.`)
};

const pt_sendresetlinkfailed3 = /** @type {(inputs: Sendresetlinkfailed3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Não foi possível enviar a ligação de redefinição. Tente novamente.`)
};

const sw_sendresetlinkfailed3 = /** @type {(inputs: Sendresetlinkfailed3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Imeshindikana kutuma kiungo cha kuweka upya. Tafadhali jaribu tena.`)
};

const ar_sendresetlinkfailed3 = /** @type {(inputs: Sendresetlinkfailed3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تعذّر إرسال رابط إعادة التعيين. يرجى المحاولة مرة أخرى.`)
};

/**
* | output |
* | --- |
* | "Failed to send reset link. Please try again." |
*
* @param {Sendresetlinkfailed3Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const sendresetlinkfailed3 = /** @type {((inputs?: Sendresetlinkfailed3Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sendresetlinkfailed3Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_sendresetlinkfailed3(inputs)
	if (locale === "es") return es_sendresetlinkfailed3(inputs)
	if (locale === "pt") return pt_sendresetlinkfailed3(inputs)
	if (locale === "sw") return sw_sendresetlinkfailed3(inputs)
	if (locale === "ar") return ar_sendresetlinkfailed3(inputs)
	return en_sendresetlinkfailed3(inputs)
});
export { sendresetlinkfailed3 as "sendResetLinkFailed" }