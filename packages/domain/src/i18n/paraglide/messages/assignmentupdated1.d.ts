export { assignmentupdated1 as "assignmentUpdated" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Assignmentupdated1Inputs = {};
/**
* | output |
* | --- |
* | "Assignment updated successfully!" |
*
* @param {Assignmentupdated1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
declare const assignmentupdated1: ((inputs?: Assignmentupdated1Inputs, options?: {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Assignmentupdated1Inputs, {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}, {}>;
