/* eslint-disable */
import { translations } from '../translations.js';
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Attendancerecorded1Inputs */

const en_attendancerecorded1 = /** @type {(inputs: Attendancerecorded1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Attendance recorded successfully!`)
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
	const translated = translations[locale]?.attendancerecorded1
	if (translated) return translated(inputs)
	return en_attendancerecorded1(inputs)
});
export { attendancerecorded1 as "attendanceRecorded" }