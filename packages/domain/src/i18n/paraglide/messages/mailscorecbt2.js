/* eslint-disable */
import { translations } from '../translations.js';
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ itemName: NonNullable<unknown> }} Mailscorecbt2Inputs */

const en_mailscorecbt2 = /** @type {(inputs: Mailscorecbt2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`CBT: ${i?.itemName}`)
};

/**
* | output |
* | --- |
* | "CBT: {itemName}" |
*
* @param {Mailscorecbt2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const mailscorecbt2 = /** @type {((inputs: Mailscorecbt2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mailscorecbt2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	const translated = translations[locale]?.mailscorecbt2
	if (translated) return translated(inputs)
	return en_mailscorecbt2(inputs)
});
export { mailscorecbt2 as "mailScoreCbt" }