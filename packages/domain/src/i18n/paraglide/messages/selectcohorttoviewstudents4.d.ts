export { selectcohorttoviewstudents4 as "selectCohortToViewStudents" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Selectcohorttoviewstudents4Inputs = {};
/**
* | output |
* | --- |
* | "Select a cohort to view students." |
*
* @param {Selectcohorttoviewstudents4Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
declare const selectcohorttoviewstudents4: ((inputs?: Selectcohorttoviewstudents4Inputs, options?: {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Selectcohorttoviewstudents4Inputs, {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}, {}>;
