export { attendancerecorded1 as "attendanceRecorded" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Attendancerecorded1Inputs = {};
/**
* | output |
* | --- |
* | "Attendance recorded successfully!" |
*
* @param {Attendancerecorded1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
declare const attendancerecorded1: ((inputs?: Attendancerecorded1Inputs, options?: {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Attendancerecorded1Inputs, {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}, {}>;
