export { nostudentsincohort3 as "noStudentsInCohort" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Nostudentsincohort3Inputs = {};
/**
* | output |
* | --- |
* | "No students found in this cohort" |
*
* @param {Nostudentsincohort3Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
declare const nostudentsincohort3: ((inputs?: Nostudentsincohort3Inputs, options?: {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Nostudentsincohort3Inputs, {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}, {}>;
