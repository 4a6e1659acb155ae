/* eslint-disable */
import { translations } from '../translations.js';
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ score: NonNullable<unknown> }} Mailscorescore2Inputs */

const en_mailscorescore2 = /** @type {(inputs: Mailscorescore2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Score: ${i?.score}`)
};

/**
* | output |
* | --- |
* | "Score: {score}" |
*
* @param {Mailscorescore2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const mailscorescore2 = /** @type {((inputs: Mailscorescore2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mailscorescore2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	const translated = translations[locale]?.mailscorescore2
	if (translated) return translated(inputs)
	return en_mailscorescore2(inputs)
});
export { mailscorescore2 as "mailScoreScore" }