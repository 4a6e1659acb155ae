export { selectcohorttoviewassignments4 as "selectCohortToViewAssignments" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Selectcohorttoviewassignments4Inputs = {};
/**
* | output |
* | --- |
* | "Please select a cohort to view assignments." |
*
* @param {Selectcohorttoviewassignments4Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
declare const selectcohorttoviewassignments4: ((inputs?: Selectcohorttoviewassignments4Inputs, options?: {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Selectcohorttoviewassignments4Inputs, {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}, {}>;
