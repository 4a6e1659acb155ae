export { selectstudent1 as "selectStudent" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Selectstudent1Inputs = {};
/**
* | output |
* | --- |
* | "Please select a student" |
*
* @param {Selectstudent1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
declare const selectstudent1: ((inputs?: Selectstudent1Inputs, options?: {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Selectstudent1Inputs, {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}, {}>;
