/* eslint-disable */
import { translations } from '../translations.js';
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ itemName: NonNullable<unknown> }} Mailscoresubject2Inputs */

const en_mailscoresubject2 = /** @type {(inputs: Mailscoresubject2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`New score posted: ${i?.itemName}`)
};

/**
* | output |
* | --- |
* | "New score posted: {itemName}" |
*
* @param {Mailscoresubject2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const mailscoresubject2 = /** @type {((inputs: Mailscoresubject2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mailscoresubject2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	const translated = translations[locale]?.mailscoresubject2
	if (translated) return translated(inputs)
	return en_mailscoresubject2(inputs)
});
export { mailscoresubject2 as "mailScoreSubject" }