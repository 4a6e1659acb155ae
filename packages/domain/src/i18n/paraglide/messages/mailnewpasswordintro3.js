/* eslint-disable */
import { message } from '../translations.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mailnewpasswordintro3Inputs */

const en_mailnewpasswordintro3 = /** @type {(inputs: Mailnewpasswordintro3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The academy has sent you a link to choose a new password for your CLA Portal account:`)
};

/**
* | output |
* | --- |
* | "The academy has sent you a link to choose a new password for your CLA Portal account:" |
*
* @param {Mailnewpasswordintro3Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const mailnewpasswordintro3 = /** @type {((inputs?: Mailnewpasswordintro3Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mailnewpasswordintro3Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ (/* @__PURE__ */ message("mailnewpasswordintro3", en_mailnewpasswordintro3));
export { mailnewpasswordintro3 as "mailNewPasswordIntro" }