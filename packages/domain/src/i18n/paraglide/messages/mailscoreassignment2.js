/* eslint-disable */
import { translations } from '../translations.js';
import { getLocale, experimentalStaticLocale } from '../runtime.js';

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
const mailscoreassignment2 = /** @type {((inputs: Mailscoreassignment2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mailscoreassignment2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	const translated = translations[locale]?.mailscoreassignment2
	if (translated) return translated(inputs)
	return en_mailscoreassignment2(inputs)
});
export { mailscoreassignment2 as "mailScoreAssignment" }