/* eslint-disable */
import { message } from '../translations.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mailscorecomment2Inputs */

const en_mailscorecomment2 = /** @type {(inputs: Mailscorecomment2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comment from your facilitator:`)
};

/**
* | output |
* | --- |
* | "Comment from your facilitator:" |
*
* @param {Mailscorecomment2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const mailscorecomment2 = /** @type {((inputs?: Mailscorecomment2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mailscorecomment2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ (/* @__PURE__ */ message("mailscorecomment2", en_mailscorecomment2));
export { mailscorecomment2 as "mailScoreComment" }