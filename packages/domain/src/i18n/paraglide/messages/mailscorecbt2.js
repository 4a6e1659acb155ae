/* eslint-disable */
import { message } from '../translations.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ itemName: NonNullable<unknown> }} Mailscorecbt2Inputs */

const en_mailscorecbt2 = /** @type {(inputs: Mailscorecbt2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`CBT: ${i?.itemName}`)
};

/**
* | output |
* | --- |
* | "CBT: {itemName}" |
*
* @param {Mailscorecbt2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const mailscorecbt2 = /** @type {((inputs: Mailscorecbt2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mailscorecbt2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ (/* @__PURE__ */ message("mailscorecbt2", en_mailscorecbt2));
export { mailscorecbt2 as "mailScoreCbt" }