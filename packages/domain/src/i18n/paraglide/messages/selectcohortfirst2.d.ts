export { selectcohortfirst2 as "selectCohortFirst" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Selectcohortfirst2Inputs = {};
/**
* | output |
* | --- |
* | "Please select a cohort first." |
*
* @param {Selectcohortfirst2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
declare const selectcohortfirst2: ((inputs?: Selectcohortfirst2Inputs, options?: {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Selectcohortfirst2Inputs, {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}, {}>;
