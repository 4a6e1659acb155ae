export { nostudentsincohortdot4 as "noStudentsInCohortDot" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Nostudentsincohortdot4Inputs = {};
/**
* | output |
* | --- |
* | "No students found in this cohort." |
*
* @param {Nostudentsincohortdot4Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
declare const nostudentsincohortdot4: ((inputs?: Nostudentsincohortdot4Inputs, options?: {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Nostudentsincohortdot4Inputs, {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}, {}>;
