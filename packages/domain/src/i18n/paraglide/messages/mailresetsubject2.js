/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mailresetsubject2Inputs */

const en_mailresetsubject2 = /** @type {(inputs: Mailresetsubject2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reset your password`)
};

const fr_mailresetsubject2 = /** @type {(inputs: Mailresetsubject2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Réinitialisez votre mot de passe`)
};

const es_mailresetsubject2 = /** @type {(inputs: Mailresetsubject2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Restablezca su contraseña`)
};

const pt_mailresetsubject2 = /** @type {(inputs: Mailresetsubject2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Redefina a sua palavra-passe`)
};

const sw_mailresetsubject2 = /** @type {(inputs: Mailresetsubject2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Weka upya nenosiri lako`)
};

const ar_mailresetsubject2 = /** @type {(inputs: Mailresetsubject2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أعد تعيين كلمة المرور`)
};

/**
* | output |
* | --- |
* | "Reset your password" |
*
* @param {Mailresetsubject2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const mailresetsubject2 = /** @type {((inputs?: Mailresetsubject2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mailresetsubject2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_mailresetsubject2(inputs)
	if (locale === "es") return es_mailresetsubject2(inputs)
	if (locale === "pt") return pt_mailresetsubject2(inputs)
	if (locale === "sw") return sw_mailresetsubject2(inputs)
	if (locale === "ar") return ar_mailresetsubject2(inputs)
	return en_mailresetsubject2(inputs)
});
export { mailresetsubject2 as "mailResetSubject" }