/* eslint-disable */
import { message } from '../translations.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ courseName: NonNullable<unknown> }} Mailscorecourse2Inputs */

const en_mailscorecourse2 = /** @type {(inputs: Mailscorecourse2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Course: ${i?.courseName}`)
};

/**
* | output |
* | --- |
* | "Course: {courseName}" |
*
* @param {Mailscorecourse2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const mailscorecourse2 = /** @type {((inputs: Mailscorecourse2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mailscorecourse2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ (/* @__PURE__ */ message("mailscorecourse2", en_mailscorecourse2));
export { mailscorecourse2 as "mailScoreCourse" }