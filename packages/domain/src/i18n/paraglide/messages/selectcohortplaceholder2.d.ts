export { selectcohortplaceholder2 as "selectCohortPlaceholder" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Selectcohortplaceholder2Inputs = {};
/**
* | output |
* | --- |
* | "Select a cohort" |
*
* @param {Selectcohortplaceholder2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
declare const selectcohortplaceholder2: ((inputs?: Selectcohortplaceholder2Inputs, options?: {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Selectcohortplaceholder2Inputs, {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}, {}>;
