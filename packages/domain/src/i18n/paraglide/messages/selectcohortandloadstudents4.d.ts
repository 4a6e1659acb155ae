export { selectcohortandloadstudents4 as "selectCohortAndLoadStudents" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Selectcohortandloadstudents4Inputs = {};
/**
* | output |
* | --- |
* | "Please select a cohort and load student data first." |
*
* @param {Selectcohortandloadstudents4Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
declare const selectcohortandloadstudents4: ((inputs?: Selectcohortandloadstudents4Inputs, options?: {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Selectcohortandloadstudents4Inputs, {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}, {}>;
