export { allattendancemarked2 as "allAttendanceMarked" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Allattendancemarked2Inputs = {};
/**
* | output |
* | --- |
* | "All attendance has been marked!" |
*
* @param {Allattendancemarked2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
declare const allattendancemarked2: ((inputs?: Allattendancemarked2Inputs, options?: {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Allattendancemarked2Inputs, {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}, {}>;
