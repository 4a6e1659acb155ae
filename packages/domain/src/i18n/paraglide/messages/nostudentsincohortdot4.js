/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Nostudentsincohortdot4Inputs */

const en_nostudentsincohortdot4 = /** @type {(inputs: Nostudentsincohortdot4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No students found in this cohort.`)
};

const fr_nostudentsincohortdot4 = /** @type {(inputs: Nostudentsincohortdot4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucun étudiant dans cette promotion.`)
};

const es_nostudentsincohortdot4 = /** @type {(inputs: Nostudentsincohortdot4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No hay estudiantes en esta cohorte.`)
};

const pt_nostudentsincohortdot4 = /** @type {(inputs: Nostudentsincohortdot4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nenhum estudante nesta turma.`)
};

const sw_nostudentsincohortdot4 = /** @type {(inputs: Nostudentsincohortdot4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hakuna wanafunzi katika kundi hili.`)
};

const ar_nostudentsincohortdot4 = /** @type {(inputs: Nostudentsincohortdot4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لا يوجد طلاب في هذه الدفعة.`)
};

/**
* | output |
* | --- |
* | "No students found in this cohort." |
*
* @param {Nostudentsincohortdot4Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const nostudentsincohortdot4 = /** @type {((inputs?: Nostudentsincohortdot4Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nostudentsincohortdot4Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_nostudentsincohortdot4(inputs)
	if (locale === "es") return es_nostudentsincohortdot4(inputs)
	if (locale === "pt") return pt_nostudentsincohortdot4(inputs)
	if (locale === "sw") return sw_nostudentsincohortdot4(inputs)
	if (locale === "ar") return ar_nostudentsincohortdot4(inputs)
	return en_nostudentsincohortdot4(inputs)
});
export { nostudentsincohortdot4 as "noStudentsInCohortDot" }