/* eslint-disable */
import { translations } from '../translations.js';
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mailscorecomment2Inputs */

const en_mailscorecomment2 = /** @type {(inputs: Mailscorecomment2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comment from your facilitator:`)
};

/**
* | output |
* | --- |
* | "Comment from your facilitator:" |
*
* @param {Mailscorecomment2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const mailscorecomment2 = /** @type {((inputs?: Mailscorecomment2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mailscorecomment2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	const translated = translations[locale]?.mailscorecomment2
	if (translated) return translated(inputs)
	return en_mailscorecomment2(inputs)
});
export { mailscorecomment2 as "mailScoreComment" }