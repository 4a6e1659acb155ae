/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ score: NonNullable<unknown> }} Yourscore1Inputs */

const en_yourscore1 = /** @type {(inputs: Yourscore1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your Score: ${i?.score}%`)
};

const fr_yourscore1 = /** @type {(inputs: Yourscore1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Votre note : ${i?.score} %`)
};

const es_yourscore1 = /** @type {(inputs: Yourscore1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Su calificación: ${i?.score} %`)
};

const pt_yourscore1 = /** @type {(inputs: Yourscore1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`A sua avaliação: ${i?.score}%`)
};

const sw_yourscore1 = /** @type {(inputs: Yourscore1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Alama yako: ${i?.score}%`)
};

const ar_yourscore1 = /** @type {(inputs: Yourscore1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`درجتك: ${i?.score}٪`)
};

/**
* | output |
* | --- |
* | "Your Score: {score}%" |
*
* @param {Yourscore1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const yourscore1 = /** @type {((inputs: Yourscore1Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Yourscore1Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_yourscore1(inputs)
	if (locale === "es") return es_yourscore1(inputs)
	if (locale === "pt") return pt_yourscore1(inputs)
	if (locale === "sw") return sw_yourscore1(inputs)
	if (locale === "ar") return ar_yourscore1(inputs)
	return en_yourscore1(inputs)
});
export { yourscore1 as "yourScore" }