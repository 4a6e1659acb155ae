/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ itemName: NonNullable<unknown> }} Mailscorecontribution2Inputs */

const en_mailscorecontribution2 = /** @type {(inputs: Mailscorecontribution2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Contribution: ${i?.itemName}`)
};

const fr_mailscorecontribution2 = /** @type {(inputs: Mailscorecontribution2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Contribution : ${i?.itemName}`)
};

const es_mailscorecontribution2 = /** @type {(inputs: Mailscorecontribution2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Contribución: ${i?.itemName}`)
};

const pt_mailscorecontribution2 = /** @type {(inputs: Mailscorecontribution2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Contribuição: ${i?.itemName}`)
};

const sw_mailscorecontribution2 = /** @type {(inputs: Mailscorecontribution2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Mchango: ${i?.itemName}`)
};

const ar_mailscorecontribution2 = /** @type {(inputs: Mailscorecontribution2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`المساهمة: ${i?.itemName}`)
};

/**
* | output |
* | --- |
* | "Contribution: {itemName}" |
*
* @param {Mailscorecontribution2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const mailscorecontribution2 = /** @type {((inputs: Mailscorecontribution2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mailscorecontribution2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_mailscorecontribution2(inputs)
	if (locale === "es") return es_mailscorecontribution2(inputs)
	if (locale === "pt") return pt_mailscorecontribution2(inputs)
	if (locale === "sw") return sw_mailscorecontribution2(inputs)
	if (locale === "ar") return ar_mailscorecontribution2(inputs)
	return en_mailscorecontribution2(inputs)
});
export { mailscorecontribution2 as "mailScoreContribution" }