export { scoreassignmentfailed2 as "scoreAssignmentFailed" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Scoreassignmentfailed2Inputs = {};
/**
* | output |
* | --- |
* | "Failed to score assignment. Please try again." |
*
* @param {Scoreassignmentfailed2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
declare const scoreassignmentfailed2: ((inputs?: Scoreassignmentfailed2Inputs, options?: {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Scoreassignmentfailed2Inputs, {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}, {}>;
