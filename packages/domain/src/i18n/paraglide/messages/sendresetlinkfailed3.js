/* eslint-disable */
import { message } from '../translations.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sendresetlinkfailed3Inputs */

const en_sendresetlinkfailed3 = /** @type {(inputs: Sendresetlinkfailed3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to send reset link. Please try again.`)
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
const sendresetlinkfailed3 = /** @type {((inputs?: Sendresetlinkfailed3Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sendresetlinkfailed3Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ (/* @__PURE__ */ message("sendresetlinkfailed3", en_sendresetlinkfailed3));
export { sendresetlinkfailed3 as "sendResetLinkFailed" }