/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Assignmentscored1Inputs */

const en_assignmentscored1 = /** @type {(inputs: Assignmentscored1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Assignment Scored successfully!`)
};

const fr_assignmentscored1 = /** @type {(inputs: Assignmentscored1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Devoir noté avec succès !`)
};

const es_assignmentscored1 = /** @type {(inputs: Assignmentscored1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¡Tarea calificada correctamente!`)
};

const pt_assignmentscored1 = /** @type {(inputs: Assignmentscored1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Trabalho avaliado com sucesso!`)
};

const sw_assignmentscored1 = /** @type {(inputs: Assignmentscored1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kazi ya nyumbani imepewa alama!`)
};

const ar_assignmentscored1 = /** @type {(inputs: Assignmentscored1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تم تقييم الواجب بنجاح!`)
};

/**
* | output |
* | --- |
* | "Assignment Scored successfully!" |
*
* @param {Assignmentscored1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const assignmentscored1 = /** @type {((inputs?: Assignmentscored1Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Assignmentscored1Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_assignmentscored1(inputs)
	if (locale === "es") return es_assignmentscored1(inputs)
	if (locale === "pt") return pt_assignmentscored1(inputs)
	if (locale === "sw") return sw_assignmentscored1(inputs)
	if (locale === "ar") return ar_assignmentscored1(inputs)
	return en_assignmentscored1(inputs)
});
export { assignmentscored1 as "assignmentScored" }