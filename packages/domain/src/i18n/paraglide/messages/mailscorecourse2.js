/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ courseName: NonNullable<unknown> }} Mailscorecourse2Inputs */

const en_mailscorecourse2 = /** @type {(inputs: Mailscorecourse2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Course: ${i?.courseName}`)
};

const fr_mailscorecourse2 = /** @type {(inputs: Mailscorecourse2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Cours : ${i?.courseName}`)
};

const es_mailscorecourse2 = /** @type {(inputs: Mailscorecourse2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Curso: ${i?.courseName}`)
};

const pt_mailscorecourse2 = /** @type {(inputs: Mailscorecourse2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Curso: ${i?.courseName}`)
};

const sw_mailscorecourse2 = /** @type {(inputs: Mailscorecourse2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Kozi: ${i?.courseName}`)
};

const ar_mailscorecourse2 = /** @type {(inputs: Mailscorecourse2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`المقرر: ${i?.courseName}`)
};

/**
* | output |
* | --- |
* | "Course: {courseName}" |
*
* @param {Mailscorecourse2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const mailscorecourse2 = /** @type {((inputs: Mailscorecourse2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mailscorecourse2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_mailscorecourse2(inputs)
	if (locale === "es") return es_mailscorecourse2(inputs)
	if (locale === "pt") return pt_mailscorecourse2(inputs)
	if (locale === "sw") return sw_mailscorecourse2(inputs)
	if (locale === "ar") return ar_mailscorecourse2(inputs)
	return en_mailscorecourse2(inputs)
});
export { mailscorecourse2 as "mailScoreCourse" }