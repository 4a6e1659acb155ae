/* eslint-disable */
import { translations } from '../translations.js';
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mailscoreintro2Inputs */

const en_mailscoreintro2 = /** @type {(inputs: Mailscoreintro2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A new score has been posted.`)
};

/**
* | output |
* | --- |
* | "A new score has been posted." |
*
* @param {Mailscoreintro2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const mailscoreintro2 = /** @type {((inputs?: Mailscoreintro2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mailscoreintro2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	const translated = translations[locale]?.mailscoreintro2
	if (translated) return translated(inputs)
	return en_mailscoreintro2(inputs)
});
export { mailscoreintro2 as "mailScoreIntro" }