export { signupcohort2 as "signUpCohort" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Signupcohort2Inputs = {};
/**
* | output |
* | --- |
* | "Cohort ID" |
*
* @param {Signupcohort2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
declare const signupcohort2: ((inputs?: Signupcohort2Inputs, options?: {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Signupcohort2Inputs, {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}, {}>;
