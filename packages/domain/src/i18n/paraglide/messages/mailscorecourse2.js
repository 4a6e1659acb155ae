/* eslint-disable */
import { translations } from '../translations.js';
import { getLocale, experimentalStaticLocale } from '../runtime.js';

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
const mailscorecourse2 = /** @type {((inputs: Mailscorecourse2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mailscorecourse2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	const translated = translations[locale]?.mailscorecourse2
	if (translated) return translated(inputs)
	return en_mailscorecourse2(inputs)
});
export { mailscorecourse2 as "mailScoreCourse" }