/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ score: NonNullable<unknown> }} Mailscorescore2Inputs */

const en_mailscorescore2 = /** @type {(inputs: Mailscorescore2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Score: ${i?.score}`)
};

const fr_mailscorescore2 = /** @type {(inputs: Mailscorescore2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Note : ${i?.score}`)
};

const es_mailscorescore2 = /** @type {(inputs: Mailscorescore2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Calificación: ${i?.score}`)
};

const pt_mailscorescore2 = /** @type {(inputs: Mailscorescore2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Avaliação: ${i?.score}`)
};

const sw_mailscorescore2 = /** @type {(inputs: Mailscorescore2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Alama: ${i?.score}`)
};

const ar_mailscorescore2 = /** @type {(inputs: Mailscorescore2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`الدرجة: ${i?.score}`)
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
	if (locale === "fr") return fr_mailscorescore2(inputs)
	if (locale === "es") return es_mailscorescore2(inputs)
	if (locale === "pt") return pt_mailscorescore2(inputs)
	if (locale === "sw") return sw_mailscorescore2(inputs)
	if (locale === "ar") return ar_mailscorescore2(inputs)
	return en_mailscorescore2(inputs)
});
export { mailscorescore2 as "mailScoreScore" }