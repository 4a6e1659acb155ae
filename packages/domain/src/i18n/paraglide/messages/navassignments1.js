/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Navassignments1Inputs */

const en_navassignments1 = /** @type {(inputs: Navassignments1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Assignments`)
};

const fr_navassignments1 = /** @type {(inputs: Navassignments1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Devoirs`)
};

const es_navassignments1 = /** @type {(inputs: Navassignments1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tareas`)
};

const pt_navassignments1 = /** @type {(inputs: Navassignments1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Trabalhos`)
};

const sw_navassignments1 = /** @type {(inputs: Navassignments1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kazi za nyumbani`)
};

const ar_navassignments1 = /** @type {(inputs: Navassignments1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الواجبات`)
};

/**
* | output |
* | --- |
* | "Assignments" |
*
* @param {Navassignments1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const navassignments1 = /** @type {((inputs?: Navassignments1Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Navassignments1Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_navassignments1(inputs)
	if (locale === "es") return es_navassignments1(inputs)
	if (locale === "pt") return pt_navassignments1(inputs)
	if (locale === "sw") return sw_navassignments1(inputs)
	if (locale === "ar") return ar_navassignments1(inputs)
	return en_navassignments1(inputs)
});
export { navassignments1 as "navAssignments" }