/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mailscoreintro2Inputs */

const en_mailscoreintro2 = /** @type {(inputs: Mailscoreintro2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A new score has been posted.`)
};

const fr_mailscoreintro2 = /** @type {(inputs: Mailscoreintro2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Une nouvelle note a été publiée.`)
};

const es_mailscoreintro2 = /** @type {(inputs: Mailscoreintro2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se ha publicado una nueva calificación.`)
};

const pt_mailscoreintro2 = /** @type {(inputs: Mailscoreintro2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Foi publicada uma nova avaliação.`)
};

const sw_mailscoreintro2 = /** @type {(inputs: Mailscoreintro2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alama mpya imetolewa.`)
};

const ar_mailscoreintro2 = /** @type {(inputs: Mailscoreintro2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`نُشرت درجة جديدة.`)
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
	if (locale === "fr") return fr_mailscoreintro2(inputs)
	if (locale === "es") return es_mailscoreintro2(inputs)
	if (locale === "pt") return pt_mailscoreintro2(inputs)
	if (locale === "sw") return sw_mailscoreintro2(inputs)
	if (locale === "ar") return ar_mailscoreintro2(inputs)
	return en_mailscoreintro2(inputs)
});
export { mailscoreintro2 as "mailScoreIntro" }