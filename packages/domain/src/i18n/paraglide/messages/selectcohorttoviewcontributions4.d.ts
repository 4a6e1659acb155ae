export { selectcohorttoviewcontributions4 as "selectCohortToViewContributions" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Selectcohorttoviewcontributions4Inputs = {};
/**
* | output |
* | --- |
* | "Please select a cohort to view contributions." |
*
* @param {Selectcohorttoviewcontributions4Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
declare const selectcohorttoviewcontributions4: ((inputs?: Selectcohorttoviewcontributions4Inputs, options?: {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Selectcohorttoviewcontributions4Inputs, {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}, {}>;
