/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ itemName: NonNullable<unknown> }} Mailscoreassignment2Inputs */

const en_mailscoreassignment2 = /** @type {(inputs: Mailscoreassignment2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Assignment: ${i?.itemName}`)
};

const fr_mailscoreassignment2 = /** @type {(inputs: Mailscoreassignment2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Devoir : ${i?.itemName}`)
};

const es_mailscoreassignment2 = /** @type {(inputs: Mailscoreassignment2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tarea: ${i?.itemName}`)
};

const pt_mailscoreassignment2 = /** @type {(inputs: Mailscoreassignment2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Trabalho: ${i?.itemName}`)
};

const sw_mailscoreassignment2 = /** @type {(inputs: Mailscoreassignment2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Kazi ya nyumbani: ${i?.itemName}`)
};

const ar_mailscoreassignment2 = /** @type {(inputs: Mailscoreassignment2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`الواجب: ${i?.itemName}`)
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
	if (locale === "fr") return fr_mailscoreassignment2(inputs)
	if (locale === "es") return es_mailscoreassignment2(inputs)
	if (locale === "pt") return pt_mailscoreassignment2(inputs)
	if (locale === "sw") return sw_mailscoreassignment2(inputs)
	if (locale === "ar") return ar_mailscoreassignment2(inputs)
	return en_mailscoreassignment2(inputs)
});
export { mailscoreassignment2 as "mailScoreAssignment" }