/* eslint-disable */
import { message } from '../translations.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mailresetsubject2Inputs */

const en_mailresetsubject2 = /** @type {(inputs: Mailresetsubject2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reset your password`)
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
const mailresetsubject2 = /** @type {((inputs?: Mailresetsubject2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mailresetsubject2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ (/* @__PURE__ */ message("mailresetsubject2", en_mailresetsubject2));
export { mailresetsubject2 as "mailResetSubject" }