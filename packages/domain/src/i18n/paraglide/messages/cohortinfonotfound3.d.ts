export { cohortinfonotfound3 as "cohortInfoNotFound" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Cohortinfonotfound3Inputs = {};
/**
* | output |
* | --- |
* | "Cohort information not found. Please login again." |
*
* @param {Cohortinfonotfound3Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
declare const cohortinfonotfound3: ((inputs?: Cohortinfonotfound3Inputs, options?: {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cohortinfonotfound3Inputs, {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}, {}>;
