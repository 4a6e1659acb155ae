/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Allattendancemarked2Inputs */

const en_allattendancemarked2 = /** @type {(inputs: Allattendancemarked2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All attendance has been marked!`)
};

const fr_allattendancemarked2 = /** @type {(inputs: Allattendancemarked2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Toutes les présences ont été enregistrées !`)
};

const es_allattendancemarked2 = /** @type {(inputs: Allattendancemarked2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¡Se ha registrado toda la asistencia!`)
};

const pt_allattendancemarked2 = /** @type {(inputs: Allattendancemarked2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todas as presenças foram registadas!`)
};

const sw_allattendancemarked2 = /** @type {(inputs: Allattendancemarked2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mahudhurio yote yamerekodiwa!`)
};

const ar_allattendancemarked2 = /** @type {(inputs: Allattendancemarked2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تم تسجيل الحضور بالكامل!`)
};

/**
* | output |
* | --- |
* | "All attendance has been marked!" |
*
* @param {Allattendancemarked2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const allattendancemarked2 = /** @type {((inputs?: Allattendancemarked2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Allattendancemarked2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_allattendancemarked2(inputs)
	if (locale === "es") return es_allattendancemarked2(inputs)
	if (locale === "pt") return pt_allattendancemarked2(inputs)
	if (locale === "sw") return sw_allattendancemarked2(inputs)
	if (locale === "ar") return ar_allattendancemarked2(inputs)
	return en_allattendancemarked2(inputs)
});
export { allattendancemarked2 as "allAttendanceMarked" }