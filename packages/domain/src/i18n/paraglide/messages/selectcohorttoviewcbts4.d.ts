export { selectcohorttoviewcbts4 as "selectCohortToViewCbts" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Selectcohorttoviewcbts4Inputs = {};
/**
* | output |
* | --- |
* | "Please select a cohort to view cbts." |
*
* @param {Selectcohorttoviewcbts4Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
declare const selectcohorttoviewcbts4: ((inputs?: Selectcohorttoviewcbts4Inputs, options?: {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Selectcohorttoviewcbts4Inputs, {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}, {}>;
