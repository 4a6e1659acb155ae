/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Nostudentswithoutscores3Inputs */

const en_nostudentswithoutscores3 = /** @type {(inputs: Nostudentswithoutscores3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No students found without scores.`)
};

const fr_nostudentswithoutscores3 = /** @type {(inputs: Nostudentswithoutscores3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucun étudiant sans note.`)
};

const es_nostudentswithoutscores3 = /** @type {(inputs: Nostudentswithoutscores3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No hay estudiantes sin calificación.`)
};

const pt_nostudentswithoutscores3 = /** @type {(inputs: Nostudentswithoutscores3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nenhum estudante sem avaliação.`)
};

const sw_nostudentswithoutscores3 = /** @type {(inputs: Nostudentswithoutscores3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hakuna mwanafunzi asiye na alama.`)
};

const ar_nostudentswithoutscores3 = /** @type {(inputs: Nostudentswithoutscores3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لا يوجد طلاب بلا درجات.`)
};

/**
* | output |
* | --- |
* | "No students found without scores." |
*
* @param {Nostudentswithoutscores3Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const nostudentswithoutscores3 = /** @type {((inputs?: Nostudentswithoutscores3Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nostudentswithoutscores3Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_nostudentswithoutscores3(inputs)
	if (locale === "es") return es_nostudentswithoutscores3(inputs)
	if (locale === "pt") return pt_nostudentswithoutscores3(inputs)
	if (locale === "sw") return sw_nostudentswithoutscores3(inputs)
	if (locale === "ar") return ar_nostudentswithoutscores3(inputs)
	return en_nostudentswithoutscores3(inputs)
});
export { nostudentswithoutscores3 as "noStudentsWithoutScores" }