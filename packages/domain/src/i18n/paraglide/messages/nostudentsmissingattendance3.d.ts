export { nostudentsmissingattendance3 as "noStudentsMissingAttendance" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Nostudentsmissingattendance3Inputs = {};
/**
* | output |
* | --- |
* | "No students found with missing attendance." |
*
* @param {Nostudentsmissingattendance3Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
declare const nostudentsmissingattendance3: ((inputs?: Nostudentsmissingattendance3Inputs, options?: {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Nostudentsmissingattendance3Inputs, {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}, {}>;
