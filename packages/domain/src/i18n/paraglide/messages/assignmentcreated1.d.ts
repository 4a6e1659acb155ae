export { assignmentcreated1 as "assignmentCreated" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Assignmentcreated1Inputs = {};
/**
* | output |
* | --- |
* | "Assignment created successfully!" |
*
* @param {Assignmentcreated1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
declare const assignmentcreated1: ((inputs?: Assignmentcreated1Inputs, options?: {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Assignmentcreated1Inputs, {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}, {}>;
