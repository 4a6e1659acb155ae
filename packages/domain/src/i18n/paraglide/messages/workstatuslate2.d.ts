export { workstatuslate2 as "workStatusLate" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Workstatuslate2Inputs = {};
/**
* | output |
* | --- |
* | "late" |
*
* @param {Workstatuslate2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
declare const workstatuslate2: ((inputs?: Workstatuslate2Inputs, options?: {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Workstatuslate2Inputs, {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}, {}>;
