export { attendancefinalwarning2 as "attendanceFinalWarning" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Attendancefinalwarning2Inputs = {};
/**
* | output |
* | --- |
* | "Attendance cannot be changed after submission!" |
*
* @param {Attendancefinalwarning2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
declare const attendancefinalwarning2: ((inputs?: Attendancefinalwarning2Inputs, options?: {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Attendancefinalwarning2Inputs, {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}, {}>;
