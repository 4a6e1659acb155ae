/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Facultymembernotfound3Inputs */

const en_facultymembernotfound3 = /** @type {(inputs: Facultymembernotfound3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`faculty member not found`)
};

const fr_facultymembernotfound3 = /** @type {(inputs: Facultymembernotfound3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`membre du corps enseignant introuvable`)
};

const es_facultymembernotfound3 = /** @type {(inputs: Facultymembernotfound3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`miembro del profesorado no encontrado`)
};

const pt_facultymembernotfound3 = /** @type {(inputs: Facultymembernotfound3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`membro do corpo docente não encontrado`)
};

const sw_facultymembernotfound3 = /** @type {(inputs: Facultymembernotfound3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`mwalimu hajapatikana`)
};

const ar_facultymembernotfound3 = /** @type {(inputs: Facultymembernotfound3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لم يتم العثور على عضو هيئة التدريس`)
};

/**
* | output |
* | --- |
* | "faculty member not found" |
*
* @param {Facultymembernotfound3Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const facultymembernotfound3 = /** @type {((inputs?: Facultymembernotfound3Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Facultymembernotfound3Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_facultymembernotfound3(inputs)
	if (locale === "es") return es_facultymembernotfound3(inputs)
	if (locale === "pt") return pt_facultymembernotfound3(inputs)
	if (locale === "sw") return sw_facultymembernotfound3(inputs)
	if (locale === "ar") return ar_facultymembernotfound3(inputs)
	return en_facultymembernotfound3(inputs)
});
export { facultymembernotfound3 as "facultyMemberNotFound" }