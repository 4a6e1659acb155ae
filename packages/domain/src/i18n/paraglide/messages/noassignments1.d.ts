export { noassignments1 as "noAssignments" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Noassignments1Inputs = {};
/**
* | output |
* | --- |
* | "No assignments available." |
*
* @param {Noassignments1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
declare const noassignments1: ((inputs?: Noassignments1Inputs, options?: {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Noassignments1Inputs, {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}, {}>;
