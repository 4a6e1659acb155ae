/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Nostudentsavailable2Inputs */

const en_nostudentsavailable2 = /** @type {(inputs: Nostudentsavailable2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No students available`)
};

const fr_nostudentsavailable2 = /** @type {(inputs: Nostudentsavailable2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucun étudiant disponible`)
};

const es_nostudentsavailable2 = /** @type {(inputs: Nostudentsavailable2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No hay estudiantes disponibles`)
};

const pt_nostudentsavailable2 = /** @type {(inputs: Nostudentsavailable2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Não há estudantes disponíveis`)
};

const sw_nostudentsavailable2 = /** @type {(inputs: Nostudentsavailable2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hakuna wanafunzi`)
};

const ar_nostudentsavailable2 = /** @type {(inputs: Nostudentsavailable2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لا يوجد طلاب`)
};

/**
* | output |
* | --- |
* | "No students available" |
*
* @param {Nostudentsavailable2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const nostudentsavailable2 = /** @type {((inputs?: Nostudentsavailable2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nostudentsavailable2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_nostudentsavailable2(inputs)
	if (locale === "es") return es_nostudentsavailable2(inputs)
	if (locale === "pt") return pt_nostudentsavailable2(inputs)
	if (locale === "sw") return sw_nostudentsavailable2(inputs)
	if (locale === "ar") return ar_nostudentsavailable2(inputs)
	return en_nostudentsavailable2(inputs)
});
export { nostudentsavailable2 as "noStudentsAvailable" }