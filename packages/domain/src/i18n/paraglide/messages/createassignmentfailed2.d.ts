export { createassignmentfailed2 as "createAssignmentFailed" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Createassignmentfailed2Inputs = {};
/**
* | output |
* | --- |
* | "Failed to create assignment. Please try again." |
*
* @param {Createassignmentfailed2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
declare const createassignmentfailed2: ((inputs?: Createassignmentfailed2Inputs, options?: {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Createassignmentfailed2Inputs, {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}, {}>;
