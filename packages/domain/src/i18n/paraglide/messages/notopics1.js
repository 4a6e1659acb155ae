/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notopics1Inputs */

const en_notopics1 = /** @type {(inputs: Notopics1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No topics have been added to this course yet.`)
};

const fr_notopics1 = /** @type {(inputs: Notopics1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucun thème n'a encore été ajouté à ce cours.`)
};

const es_notopics1 = /** @type {(inputs: Notopics1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todavía no se han añadido temas a este curso.`)
};

const pt_notopics1 = /** @type {(inputs: Notopics1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ainda não foram adicionados temas a este curso.`)
};

const sw_notopics1 = /** @type {(inputs: Notopics1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bado hakuna mada zilizoongezwa kwenye kozi hii.`)
};

const ar_notopics1 = /** @type {(inputs: Notopics1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لم تُضَف أي مواضيع إلى هذا المقرر بعد.`)
};

/**
* | output |
* | --- |
* | "No topics have been added to this course yet." |
*
* @param {Notopics1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const notopics1 = /** @type {((inputs?: Notopics1Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notopics1Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_notopics1(inputs)
	if (locale === "es") return es_notopics1(inputs)
	if (locale === "pt") return pt_notopics1(inputs)
	if (locale === "sw") return sw_notopics1(inputs)
	if (locale === "ar") return ar_notopics1(inputs)
	return en_notopics1(inputs)
});
export { notopics1 as "noTopics" }