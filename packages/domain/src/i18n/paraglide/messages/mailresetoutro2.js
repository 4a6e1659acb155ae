/* eslint-disable */
import { translations } from '../translations.js';
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mailresetoutro2Inputs */

const en_mailresetoutro2 = /** @type {(inputs: Mailresetoutro2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The link is valid for 1 hour and can be used once.

If you did not request a password reset, you can ignore this email; your password stays unchanged.`)
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
	const translated = translations[locale]?.mailresetoutro2
	if (translated) return translated(inputs)
	return en_mailresetoutro2(inputs)
});
export { mailresetoutro2 as "mailResetOutro" }