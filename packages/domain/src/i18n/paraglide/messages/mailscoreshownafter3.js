/* eslint-disable */
import { message } from '../translations.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ date: NonNullable<unknown> }} Mailscoreshownafter3Inputs */

const en_mailscoreshownafter3 = /** @type {(inputs: Mailscoreshownafter3Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`shown in the portal once the test has closed for everyone, after ${i?.date}`)
};

/**
* | output |
* | --- |
* | "shown in the portal once the test has closed for everyone, after {date}" |
*
* @param {Mailscoreshownafter3Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const mailscoreshownafter3 = /** @type {((inputs: Mailscoreshownafter3Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mailscoreshownafter3Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ (/* @__PURE__ */ message("mailscoreshownafter3", en_mailscoreshownafter3));
export { mailscoreshownafter3 as "mailScoreShownAfter" }