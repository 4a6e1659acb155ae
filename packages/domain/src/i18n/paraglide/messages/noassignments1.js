/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Noassignments1Inputs */

const en_noassignments1 = /** @type {(inputs: Noassignments1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No assignments available.`)
};

const fr_noassignments1 = /** @type {(inputs: Noassignments1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucun devoir disponible.`)
};

const es_noassignments1 = /** @type {(inputs: Noassignments1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No hay tareas disponibles.`)
};

const pt_noassignments1 = /** @type {(inputs: Noassignments1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Não há trabalhos disponíveis.`)
};

const sw_noassignments1 = /** @type {(inputs: Noassignments1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hakuna kazi za nyumbani kwa sasa.`)
};

const ar_noassignments1 = /** @type {(inputs: Noassignments1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لا توجد واجبات متاحة.`)
};

/**
* | output |
* | --- |
* | "No assignments available." |
*
* @param {Noassignments1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const noassignments1 = /** @type {((inputs?: Noassignments1Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Noassignments1Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_noassignments1(inputs)
	if (locale === "es") return es_noassignments1(inputs)
	if (locale === "pt") return pt_noassignments1(inputs)
	if (locale === "sw") return sw_noassignments1(inputs)
	if (locale === "ar") return ar_noassignments1(inputs)
	return en_noassignments1(inputs)
});
export { noassignments1 as "noAssignments" }