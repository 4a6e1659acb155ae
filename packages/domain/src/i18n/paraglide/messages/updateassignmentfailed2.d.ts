export { updateassignmentfailed2 as "updateAssignmentFailed" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Updateassignmentfailed2Inputs = {};
/**
* | output |
* | --- |
* | "Failed to update assignment. Please try again." |
*
* @param {Updateassignmentfailed2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
declare const updateassignmentfailed2: ((inputs?: Updateassignmentfailed2Inputs, options?: {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Updateassignmentfailed2Inputs, {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}, {}>;
