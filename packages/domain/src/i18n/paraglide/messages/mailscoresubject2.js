/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ itemName: NonNullable<unknown> }} Mailscoresubject2Inputs */

const en_mailscoresubject2 = /** @type {(inputs: Mailscoresubject2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`New score posted: ${i?.itemName}`)
};

const fr_mailscoresubject2 = /** @type {(inputs: Mailscoresubject2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nouvelle note publiée : ${i?.itemName}`)
};

const es_mailscoresubject2 = /** @type {(inputs: Mailscoresubject2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nueva calificación publicada: ${i?.itemName}`)
};

const pt_mailscoresubject2 = /** @type {(inputs: Mailscoresubject2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nova avaliação publicada: ${i?.itemName}`)
};

const sw_mailscoresubject2 = /** @type {(inputs: Mailscoresubject2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Alama mpya imetolewa: ${i?.itemName}`)
};

const ar_mailscoresubject2 = /** @type {(inputs: Mailscoresubject2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`نُشرت درجة جديدة: ${i?.itemName}`)
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
	if (locale === "fr") return fr_mailscoresubject2(inputs)
	if (locale === "es") return es_mailscoresubject2(inputs)
	if (locale === "pt") return pt_mailscoresubject2(inputs)
	if (locale === "sw") return sw_mailscoresubject2(inputs)
	if (locale === "ar") return ar_mailscoresubject2(inputs)
	return en_mailscoresubject2(inputs)
});
export { mailscoresubject2 as "mailScoreSubject" }