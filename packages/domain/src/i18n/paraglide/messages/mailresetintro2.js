/* eslint-disable */
import { message } from '../translations.js';

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
const mailresetintro2 = /** @type {((inputs?: Mailresetintro2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mailresetintro2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ (/* @__PURE__ */ message("mailresetintro2", en_mailresetintro2));
export { mailresetintro2 as "mailResetIntro" }