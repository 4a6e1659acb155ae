/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Coursedeleted1Inputs */

const en_coursedeleted1 = /** @type {(inputs: Coursedeleted1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Course deleted successfully!`)
};

const fr_coursedeleted1 = /** @type {(inputs: Coursedeleted1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cours supprimé avec succès !`)
};

const es_coursedeleted1 = /** @type {(inputs: Coursedeleted1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¡Curso eliminado correctamente!`)
};

const pt_coursedeleted1 = /** @type {(inputs: Coursedeleted1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Curso eliminado com sucesso!`)
};

const sw_coursedeleted1 = /** @type {(inputs: Coursedeleted1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kozi imefutwa!`)
};

const ar_coursedeleted1 = /** @type {(inputs: Coursedeleted1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تم حذف المقرر بنجاح!`)
};

/**
* | output |
* | --- |
* | "Course deleted successfully!" |
*
* @param {Coursedeleted1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const coursedeleted1 = /** @type {((inputs?: Coursedeleted1Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Coursedeleted1Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_coursedeleted1(inputs)
	if (locale === "es") return es_coursedeleted1(inputs)
	if (locale === "pt") return pt_coursedeleted1(inputs)
	if (locale === "sw") return sw_coursedeleted1(inputs)
	if (locale === "ar") return ar_coursedeleted1(inputs)
	return en_coursedeleted1(inputs)
});
export { coursedeleted1 as "courseDeleted" }