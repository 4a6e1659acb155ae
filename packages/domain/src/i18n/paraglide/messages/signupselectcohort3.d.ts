export { signupselectcohort3 as "signUpSelectCohort" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Signupselectcohort3Inputs = {};
/**
* | output |
* | --- |
* | "Select a cohort" |
*
* @param {Signupselectcohort3Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
declare const signupselectcohort3: ((inputs?: Signupselectcohort3Inputs, options?: {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Signupselectcohort3Inputs, {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}, {}>;
