export { deleteassignmentfailed2 as "deleteAssignmentFailed" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Deleteassignmentfailed2Inputs = {};
/**
* | output |
* | --- |
* | "Failed to delete assignment. Please try again." |
*
* @param {Deleteassignmentfailed2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
declare const deleteassignmentfailed2: ((inputs?: Deleteassignmentfailed2Inputs, options?: {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Deleteassignmentfailed2Inputs, {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}, {}>;
