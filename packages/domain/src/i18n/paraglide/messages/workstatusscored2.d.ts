export { workstatusscored2 as "workStatusScored" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Workstatusscored2Inputs = {};
/**
* | output |
* | --- |
* | "scored" |
*
* @param {Workstatusscored2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
declare const workstatusscored2: ((inputs?: Workstatusscored2Inputs, options?: {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Workstatusscored2Inputs, {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}, {}>;
