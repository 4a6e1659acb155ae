export { assignmentscored1 as "assignmentScored" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Assignmentscored1Inputs = {};
/**
* | output |
* | --- |
* | "Assignment Scored successfully!" |
*
* @param {Assignmentscored1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
declare const assignmentscored1: ((inputs?: Assignmentscored1Inputs, options?: {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Assignmentscored1Inputs, {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}, {}>;
