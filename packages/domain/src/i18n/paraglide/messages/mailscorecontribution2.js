/* eslint-disable */
import { message } from '../translations.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ itemName: NonNullable<unknown> }} Mailscorecontribution2Inputs */

const en_mailscorecontribution2 = /** @type {(inputs: Mailscorecontribution2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Contribution: ${i?.itemName}`)
};

/**
* | output |
* | --- |
* | "Contribution: {itemName}" |
*
* @param {Mailscorecontribution2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const mailscorecontribution2 = /** @type {((inputs: Mailscorecontribution2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mailscorecontribution2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ (/* @__PURE__ */ message("mailscorecontribution2", en_mailscorecontribution2));
export { mailscorecontribution2 as "mailScoreContribution" }