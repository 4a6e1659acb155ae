/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mailscorecomment2Inputs */

const en_mailscorecomment2 = /** @type {(inputs: Mailscorecomment2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comment from your facilitator:`)
};

const fr_mailscorecomment2 = /** @type {(inputs: Mailscorecomment2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Commentaire de votre facilitateur :`)
};

const es_mailscorecomment2 = /** @type {(inputs: Mailscorecomment2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comentario de su facilitador:`)
};

const pt_mailscorecomment2 = /** @type {(inputs: Mailscorecomment2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comentário do seu facilitador:`)
};

const sw_mailscorecomment2 = /** @type {(inputs: Mailscorecomment2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Maoni ya mwezeshaji wako:`)
};

const ar_mailscorecomment2 = /** @type {(inputs: Mailscorecomment2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تعليق الميسّر:`)
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
	if (locale === "fr") return fr_mailscorecomment2(inputs)
	if (locale === "es") return es_mailscorecomment2(inputs)
	if (locale === "pt") return pt_mailscorecomment2(inputs)
	if (locale === "sw") return sw_mailscorecomment2(inputs)
	if (locale === "ar") return ar_mailscorecomment2(inputs)
	return en_mailscorecomment2(inputs)
});
export { mailscorecomment2 as "mailScoreComment" }