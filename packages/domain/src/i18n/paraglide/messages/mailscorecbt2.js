/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ itemName: NonNullable<unknown> }} Mailscorecbt2Inputs */

const en_mailscorecbt2 = /** @type {(inputs: Mailscorecbt2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`CBT: ${i?.itemName}`)
};

const fr_mailscorecbt2 = /** @type {(inputs: Mailscorecbt2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Test : ${i?.itemName}`)
};

const es_mailscorecbt2 = /** @type {(inputs: Mailscorecbt2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Prueba: ${i?.itemName}`)
};

const pt_mailscorecbt2 = /** @type {(inputs: Mailscorecbt2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Teste: ${i?.itemName}`)
};

const sw_mailscorecbt2 = /** @type {(inputs: Mailscorecbt2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Jaribio: ${i?.itemName}`)
};

const ar_mailscorecbt2 = /** @type {(inputs: Mailscorecbt2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`الاختبار: ${i?.itemName}`)
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
	if (locale === "fr") return fr_mailscorecbt2(inputs)
	if (locale === "es") return es_mailscorecbt2(inputs)
	if (locale === "pt") return pt_mailscorecbt2(inputs)
	if (locale === "sw") return sw_mailscorecbt2(inputs)
	if (locale === "ar") return ar_mailscorecbt2(inputs)
	return en_mailscorecbt2(inputs)
});
export { mailscorecbt2 as "mailScoreCbt" }