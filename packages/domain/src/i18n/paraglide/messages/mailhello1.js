/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Mailhello1Inputs */

const en_mailhello1 = /** @type {(inputs: Mailhello1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Hello ${i?.name},`)
};

const fr_mailhello1 = /** @type {(inputs: Mailhello1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Bonjour ${i?.name},`)
};

const es_mailhello1 = /** @type {(inputs: Mailhello1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Hola, ${i?.name}:`)
};

const pt_mailhello1 = /** @type {(inputs: Mailhello1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Olá ${i?.name},`)
};

const sw_mailhello1 = /** @type {(inputs: Mailhello1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Habari ${i?.name},`)
};

const ar_mailhello1 = /** @type {(inputs: Mailhello1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`مرحبًا ${i?.name}،`)
};

/**
* | output |
* | --- |
* | "Hello {name}," |
*
* @param {Mailhello1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const mailhello1 = /** @type {((inputs: Mailhello1Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mailhello1Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_mailhello1(inputs)
	if (locale === "es") return es_mailhello1(inputs)
	if (locale === "pt") return pt_mailhello1(inputs)
	if (locale === "sw") return sw_mailhello1(inputs)
	if (locale === "ar") return ar_mailhello1(inputs)
	return en_mailhello1(inputs)
});
export { mailhello1 as "mailHello" }