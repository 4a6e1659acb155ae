export { assignmentdeleted1 as "assignmentDeleted" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Assignmentdeleted1Inputs = {};
/**
* | output |
* | --- |
* | "Assignment deleted successfully!" |
*
* @param {Assignmentdeleted1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
declare const assignmentdeleted1: ((inputs?: Assignmentdeleted1Inputs, options?: {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Assignmentdeleted1Inputs, {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}, {}>;
