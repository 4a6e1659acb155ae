export { recordattendancefailed2 as "recordAttendanceFailed" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Recordattendancefailed2Inputs = {};
/**
* | output |
* | --- |
* | "Failed to record attendance. Please try again." |
*
* @param {Recordattendancefailed2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
declare const recordattendancefailed2: ((inputs?: Recordattendancefailed2Inputs, options?: {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Recordattendancefailed2Inputs, {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}, {}>;
