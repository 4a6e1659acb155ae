export { loadingassignments1 as "loadingAssignments" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Loadingassignments1Inputs = {};
/**
* | output |
* | --- |
* | "Loading assignments..." |
*
* @param {Loadingassignments1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
declare const loadingassignments1: ((inputs?: Loadingassignments1Inputs, options?: {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Loadingassignments1Inputs, {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}, {}>;
