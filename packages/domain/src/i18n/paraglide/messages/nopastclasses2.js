/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Nopastclasses2Inputs */

const en_nopastclasses2 = /** @type {(inputs: Nopastclasses2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No past classes found.`)
};

const fr_nopastclasses2 = /** @type {(inputs: Nopastclasses2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucun cours passé.`)
};

const es_nopastclasses2 = /** @type {(inputs: Nopastclasses2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se encontraron clases pasadas.`)
};

const pt_nopastclasses2 = /** @type {(inputs: Nopastclasses2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nenhuma aula anterior encontrada.`)
};

const sw_nopastclasses2 = /** @type {(inputs: Nopastclasses2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hakuna madarasa yaliyopita.`)
};

const ar_nopastclasses2 = /** @type {(inputs: Nopastclasses2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لا توجد حصص سابقة.`)
};

/**
* | output |
* | --- |
* | "No past classes found." |
*
* @param {Nopastclasses2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const nopastclasses2 = /** @type {((inputs?: Nopastclasses2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nopastclasses2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_nopastclasses2(inputs)
	if (locale === "es") return es_nopastclasses2(inputs)
	if (locale === "pt") return pt_nopastclasses2(inputs)
	if (locale === "sw") return sw_nopastclasses2(inputs)
	if (locale === "ar") return ar_nopastclasses2(inputs)
	return en_nopastclasses2(inputs)
});
export { nopastclasses2 as "noPastClasses" }