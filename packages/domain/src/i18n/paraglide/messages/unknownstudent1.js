/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Unknownstudent1Inputs */

const en_unknownstudent1 = /** @type {(inputs: Unknownstudent1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unknown Student`)
};

const fr_unknownstudent1 = /** @type {(inputs: Unknownstudent1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Étudiant inconnu`)
};

const es_unknownstudent1 = /** @type {(inputs: Unknownstudent1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Estudiante desconocido`)
};

const pt_unknownstudent1 = /** @type {(inputs: Unknownstudent1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Estudante desconhecido`)
};

const sw_unknownstudent1 = /** @type {(inputs: Unknownstudent1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mwanafunzi asiyejulikana`)
};

const ar_unknownstudent1 = /** @type {(inputs: Unknownstudent1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`طالب غير معروف`)
};

/**
* | output |
* | --- |
* | "Unknown Student" |
*
* @param {Unknownstudent1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const unknownstudent1 = /** @type {((inputs?: Unknownstudent1Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Unknownstudent1Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_unknownstudent1(inputs)
	if (locale === "es") return es_unknownstudent1(inputs)
	if (locale === "pt") return pt_unknownstudent1(inputs)
	if (locale === "sw") return sw_unknownstudent1(inputs)
	if (locale === "ar") return ar_unknownstudent1(inputs)
	return en_unknownstudent1(inputs)
});
export { unknownstudent1 as "unknownStudent" }