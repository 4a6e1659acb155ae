/* eslint-disable */
import { message } from '../translations.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ score: NonNullable<unknown> }} Mailscorescore2Inputs */

const en_mailscorescore2 = /** @type {(inputs: Mailscorescore2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Score: ${i?.score}`)
};

/**
* | output |
* | --- |
* | "Score: {score}" |
*
* @param {Mailscorescore2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const mailscorescore2 = /** @type {((inputs: Mailscorescore2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mailscorescore2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ (/* @__PURE__ */ message("mailscorescore2", en_mailscorescore2));
export { mailscorescore2 as "mailScoreScore" }