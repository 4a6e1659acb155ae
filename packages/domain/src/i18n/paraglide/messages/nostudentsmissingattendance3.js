/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Nostudentsmissingattendance3Inputs */

const en_nostudentsmissingattendance3 = /** @type {(inputs: Nostudentsmissingattendance3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No students found with missing attendance.`)
};

const fr_nostudentsmissingattendance3 = /** @type {(inputs: Nostudentsmissingattendance3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucun étudiant sans présence enregistrée.`)
};

const es_nostudentsmissingattendance3 = /** @type {(inputs: Nostudentsmissingattendance3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No hay estudiantes sin asistencia registrada.`)
};

const pt_nostudentsmissingattendance3 = /** @type {(inputs: Nostudentsmissingattendance3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nenhum estudante sem presença registada.`)
};

const sw_nostudentsmissingattendance3 = /** @type {(inputs: Nostudentsmissingattendance3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hakuna mwanafunzi ambaye mahudhurio yake hayajarekodiwa.`)
};

const ar_nostudentsmissingattendance3 = /** @type {(inputs: Nostudentsmissingattendance3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لا يوجد طلاب بلا حضور مسجَّل.`)
};

/**
* | output |
* | --- |
* | "No students found with missing attendance." |
*
* @param {Nostudentsmissingattendance3Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const nostudentsmissingattendance3 = /** @type {((inputs?: Nostudentsmissingattendance3Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nostudentsmissingattendance3Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_nostudentsmissingattendance3(inputs)
	if (locale === "es") return es_nostudentsmissingattendance3(inputs)
	if (locale === "pt") return pt_nostudentsmissingattendance3(inputs)
	if (locale === "sw") return sw_nostudentsmissingattendance3(inputs)
	if (locale === "ar") return ar_nostudentsmissingattendance3(inputs)
	return en_nostudentsmissingattendance3(inputs)
});
export { nostudentsmissingattendance3 as "noStudentsMissingAttendance" }