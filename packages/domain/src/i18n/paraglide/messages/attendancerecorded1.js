/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Attendancerecorded1Inputs */

const en_attendancerecorded1 = /** @type {(inputs: Attendancerecorded1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Attendance recorded successfully!`)
};

const fr_attendancerecorded1 = /** @type {(inputs: Attendancerecorded1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Présences enregistrées avec succès !`)
};

const es_attendancerecorded1 = /** @type {(inputs: Attendancerecorded1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¡Asistencia registrada correctamente!`)
};

const pt_attendancerecorded1 = /** @type {(inputs: Attendancerecorded1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Presenças registadas com sucesso!`)
};

const sw_attendancerecorded1 = /** @type {(inputs: Attendancerecorded1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mahudhurio yamerekodiwa!`)
};

const ar_attendancerecorded1 = /** @type {(inputs: Attendancerecorded1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تم تسجيل الحضور بنجاح!`)
};

/**
* | output |
* | --- |
* | "Attendance recorded successfully!" |
*
* @param {Attendancerecorded1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const attendancerecorded1 = /** @type {((inputs?: Attendancerecorded1Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Attendancerecorded1Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_attendancerecorded1(inputs)
	if (locale === "es") return es_attendancerecorded1(inputs)
	if (locale === "pt") return pt_attendancerecorded1(inputs)
	if (locale === "sw") return sw_attendancerecorded1(inputs)
	if (locale === "ar") return ar_attendancerecorded1(inputs)
	return en_attendancerecorded1(inputs)
});
export { attendancerecorded1 as "attendanceRecorded" }