/* eslint-disable */
import { message } from '../translations.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ url: NonNullable<unknown> }} Mailscoreviewinportal4Inputs */

const en_mailscoreviewinportal4 = /** @type {(inputs: Mailscoreviewinportal4Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`View it in the portal: ${i?.url}`)
};

/**
* | output |
* | --- |
* | "View it in the portal: {url}" |
*
* @param {Mailscoreviewinportal4Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const mailscoreviewinportal4 = /** @type {((inputs: Mailscoreviewinportal4Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mailscoreviewinportal4Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ (/* @__PURE__ */ message("mailscoreviewinportal4", en_mailscoreviewinportal4));
export { mailscoreviewinportal4 as "mailScoreViewInPortal" }