/* eslint-disable */
import { translations } from '../translations.js';
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ itemName: NonNullable<unknown> }} Mailscorecontribution2Inputs */

const en_mailscorecontribution2 = /** @type {(inputs: Mailscorecontribution2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Contribution: ${i?.itemName}`)
};

/**
* | output |
* | --- |
* | "Contribution: {itemName}" |
*
* @param {Mailscorecontribution2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const mailscorecontribution2 = /** @type {((inputs: Mailscorecontribution2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mailscorecontribution2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	const translated = translations[locale]?.mailscorecontribution2
	if (translated) return translated(inputs)
	return en_mailscorecontribution2(inputs)
});
export { mailscorecontribution2 as "mailScoreContribution" }