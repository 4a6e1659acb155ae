/* eslint-disable */
import { message } from '../translations.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mailscoreintro2Inputs */

const en_mailscoreintro2 = /** @type {(inputs: Mailscoreintro2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A new score has been posted.`)
};

/**
* | output |
* | --- |
* | "A new score has been posted." |
*
* @param {Mailscoreintro2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const mailscoreintro2 = /** @type {((inputs?: Mailscoreintro2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mailscoreintro2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ (/* @__PURE__ */ message("mailscoreintro2", en_mailscoreintro2));
export { mailscoreintro2 as "mailScoreIntro" }