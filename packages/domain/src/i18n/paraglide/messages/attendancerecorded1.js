/* eslint-disable */
import { message } from '../translations.js';

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
const attendancerecorded1 = /** @type {((inputs?: Attendancerecorded1Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Attendancerecorded1Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ (/* @__PURE__ */ message("attendancerecorded1", en_attendancerecorded1));
export { attendancerecorded1 as "attendanceRecorded" }