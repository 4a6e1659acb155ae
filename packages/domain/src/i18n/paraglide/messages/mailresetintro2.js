/* eslint-disable */
import { translations } from '../translations.js';
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mailresetintro2Inputs */

const en_mailresetintro2 = /** @type {(inputs: Mailresetintro2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We received a request to reset the password of your CLA Portal account. Use this link to choose a new password:`)
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
	const translated = translations[locale]?.mailresetintro2
	if (translated) return translated(inputs)
	return en_mailresetintro2(inputs)
});
export { mailresetintro2 as "mailResetIntro" }