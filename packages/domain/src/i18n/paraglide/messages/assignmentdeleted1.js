/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Assignmentdeleted1Inputs */

const en_assignmentdeleted1 = /** @type {(inputs: Assignmentdeleted1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Assignment deleted successfully!`)
};

const fr_assignmentdeleted1 = /** @type {(inputs: Assignmentdeleted1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Devoir supprimé avec succès !`)
};

const es_assignmentdeleted1 = /** @type {(inputs: Assignmentdeleted1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¡Tarea eliminada correctamente!`)
};

const pt_assignmentdeleted1 = /** @type {(inputs: Assignmentdeleted1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Trabalho eliminado com sucesso!`)
};

const sw_assignmentdeleted1 = /** @type {(inputs: Assignmentdeleted1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kazi ya nyumbani imefutwa!`)
};

const ar_assignmentdeleted1 = /** @type {(inputs: Assignmentdeleted1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تم حذف الواجب بنجاح!`)
};

/**
* | output |
* | --- |
* | "Assignment deleted successfully!" |
*
* @param {Assignmentdeleted1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const assignmentdeleted1 = /** @type {((inputs?: Assignmentdeleted1Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Assignmentdeleted1Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_assignmentdeleted1(inputs)
	if (locale === "es") return es_assignmentdeleted1(inputs)
	if (locale === "pt") return pt_assignmentdeleted1(inputs)
	if (locale === "sw") return sw_assignmentdeleted1(inputs)
	if (locale === "ar") return ar_assignmentdeleted1(inputs)
	return en_assignmentdeleted1(inputs)
});
export { assignmentdeleted1 as "assignmentDeleted" }