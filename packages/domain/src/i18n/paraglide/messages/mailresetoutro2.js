/* eslint-disable */
import { message } from '../translations.js';

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
const mailresetoutro2 = /** @type {((inputs?: Mailresetoutro2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mailresetoutro2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ (/* @__PURE__ */ message("mailresetoutro2", en_mailresetoutro2));
export { mailresetoutro2 as "mailResetOutro" }