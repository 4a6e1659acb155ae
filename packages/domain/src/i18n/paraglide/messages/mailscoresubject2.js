/* eslint-disable */
import { message } from '../translations.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ itemName: NonNullable<unknown> }} Mailscoresubject2Inputs */

const en_mailscoresubject2 = /** @type {(inputs: Mailscoresubject2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`New score posted: ${i?.itemName}`)
};

/**
* | output |
* | --- |
* | "New score posted: {itemName}" |
*
* @param {Mailscoresubject2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const mailscoresubject2 = /** @type {((inputs: Mailscoresubject2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mailscoresubject2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ (/* @__PURE__ */ message("mailscoresubject2", en_mailscoresubject2));
export { mailscoresubject2 as "mailScoreSubject" }