/* eslint-disable */
import { message } from '../translations.js';

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
const nostudentsmissingattendance3 = /** @type {((inputs?: Nostudentsmissingattendance3Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nostudentsmissingattendance3Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ (/* @__PURE__ */ message("nostudentsmissingattendance3", en_nostudentsmissingattendance3));
export { nostudentsmissingattendance3 as "noStudentsMissingAttendance" }