/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Coursecreated1Inputs */

const en_coursecreated1 = /** @type {(inputs: Coursecreated1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Course created successfully!`)
};

const fr_coursecreated1 = /** @type {(inputs: Coursecreated1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cours créé avec succès !`)
};

const es_coursecreated1 = /** @type {(inputs: Coursecreated1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¡Curso creado correctamente!`)
};

const pt_coursecreated1 = /** @type {(inputs: Coursecreated1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Curso criado com sucesso!`)
};

const sw_coursecreated1 = /** @type {(inputs: Coursecreated1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kozi imeundwa!`)
};

const ar_coursecreated1 = /** @type {(inputs: Coursecreated1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تم إنشاء المقرر بنجاح!`)
};

/**
* | output |
* | --- |
* | "Course created successfully!" |
*
* @param {Coursecreated1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const coursecreated1 = /** @type {((inputs?: Coursecreated1Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Coursecreated1Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_coursecreated1(inputs)
	if (locale === "es") return es_coursecreated1(inputs)
	if (locale === "pt") return pt_coursecreated1(inputs)
	if (locale === "sw") return sw_coursecreated1(inputs)
	if (locale === "ar") return ar_coursecreated1(inputs)
	return en_coursecreated1(inputs)
});
export { coursecreated1 as "courseCreated" }