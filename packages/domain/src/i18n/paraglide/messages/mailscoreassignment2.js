/* eslint-disable */
import { message } from '../translations.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ itemName: NonNullable<unknown> }} Mailscoreassignment2Inputs */

const en_mailscoreassignment2 = /** @type {(inputs: Mailscoreassignment2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Assignment: ${i?.itemName}`)
};

/**
* | output |
* | --- |
* | "Assignment: {itemName}" |
*
* @param {Mailscoreassignment2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const mailscoreassignment2 = /** @type {((inputs: Mailscoreassignment2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mailscoreassignment2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ (/* @__PURE__ */ message("mailscoreassignment2", en_mailscoreassignment2));
export { mailscoreassignment2 as "mailScoreAssignment" }