export { navassignments1 as "navAssignments" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Navassignments1Inputs = {};
/**
* | output |
* | --- |
* | "Assignments" |
*
* @param {Navassignments1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
declare const navassignments1: ((inputs?: Navassignments1Inputs, options?: {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Navassignments1Inputs, {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}, {}>;
