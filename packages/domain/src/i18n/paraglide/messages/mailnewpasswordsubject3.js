/* eslint-disable */
import { message } from '../translations.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mailnewpasswordsubject3Inputs */

const en_mailnewpasswordsubject3 = /** @type {(inputs: Mailnewpasswordsubject3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a new password`)
};

/**
* | output |
* | --- |
* | "Choose a new password" |
*
* @param {Mailnewpasswordsubject3Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const mailnewpasswordsubject3 = /** @type {((inputs?: Mailnewpasswordsubject3Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mailnewpasswordsubject3Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ (/* @__PURE__ */ message("mailnewpasswordsubject3", en_mailnewpasswordsubject3));
export { mailnewpasswordsubject3 as "mailNewPasswordSubject" }