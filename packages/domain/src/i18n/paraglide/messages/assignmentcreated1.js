/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Assignmentcreated1Inputs */

const en_assignmentcreated1 = /** @type {(inputs: Assignmentcreated1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Assignment created successfully!`)
};

const fr_assignmentcreated1 = /** @type {(inputs: Assignmentcreated1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Devoir créé avec succès !`)
};

const es_assignmentcreated1 = /** @type {(inputs: Assignmentcreated1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¡Tarea creada correctamente!`)
};

const pt_assignmentcreated1 = /** @type {(inputs: Assignmentcreated1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Trabalho criado com sucesso!`)
};

const sw_assignmentcreated1 = /** @type {(inputs: Assignmentcreated1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kazi ya nyumbani imeundwa!`)
};

const ar_assignmentcreated1 = /** @type {(inputs: Assignmentcreated1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تم إنشاء الواجب بنجاح!`)
};

/**
* | output |
* | --- |
* | "Assignment created successfully!" |
*
* @param {Assignmentcreated1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const assignmentcreated1 = /** @type {((inputs?: Assignmentcreated1Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Assignmentcreated1Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_assignmentcreated1(inputs)
	if (locale === "es") return es_assignmentcreated1(inputs)
	if (locale === "pt") return pt_assignmentcreated1(inputs)
	if (locale === "sw") return sw_assignmentcreated1(inputs)
	if (locale === "ar") return ar_assignmentcreated1(inputs)
	return en_assignmentcreated1(inputs)
});
export { assignmentcreated1 as "assignmentCreated" }