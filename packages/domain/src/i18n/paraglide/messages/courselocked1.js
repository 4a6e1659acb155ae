/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ courseName: NonNullable<unknown> }} Courselocked1Inputs */

const en_courselocked1 = /** @type {(inputs: Courselocked1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.courseName} is locked! Complete prerequisites first.`)
};

const fr_courselocked1 = /** @type {(inputs: Courselocked1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.courseName} est verrouillé ! Terminez d'abord les cours prérequis.`)
};

const es_courselocked1 = /** @type {(inputs: Courselocked1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`¡${i?.courseName} está bloqueado! Complete primero los requisitos previos.`)
};

const pt_courselocked1 = /** @type {(inputs: Courselocked1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.courseName} está bloqueado! Conclua primeiro os pré-requisitos.`)
};

const sw_courselocked1 = /** @type {(inputs: Courselocked1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.courseName} imefungwa! Kamilisha kozi za awali kwanza.`)
};

const ar_courselocked1 = /** @type {(inputs: Courselocked1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`المقرر ${i?.courseName} مقفل! أكمل المتطلبات السابقة أولًا.`)
};

/**
* | output |
* | --- |
* | "{courseName} is locked! Complete prerequisites first." |
*
* @param {Courselocked1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const courselocked1 = /** @type {((inputs: Courselocked1Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Courselocked1Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_courselocked1(inputs)
	if (locale === "es") return es_courselocked1(inputs)
	if (locale === "pt") return pt_courselocked1(inputs)
	if (locale === "sw") return sw_courselocked1(inputs)
	if (locale === "ar") return ar_courselocked1(inputs)
	return en_courselocked1(inputs)
});
export { courselocked1 as "courseLocked" }