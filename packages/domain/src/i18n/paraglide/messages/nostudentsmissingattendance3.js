/* eslint-disable */
import { translations } from '../translations.js';
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Nostudentsmissingattendance3Inputs */

const en_nostudentsmissingattendance3 = /** @type {(inputs: Nostudentsmissingattendance3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No students found with missing attendance.`)
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
	const translated = translations[locale]?.nostudentsmissingattendance3
	if (translated) return translated(inputs)
	return en_nostudentsmissingattendance3(inputs)
});
export { nostudentsmissingattendance3 as "noStudentsMissingAttendance" }