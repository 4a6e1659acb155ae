export { filteredcontributions1 as "filteredContributions" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Filteredcontributions1Inputs = {};
/**
* | output |
* | --- |
* | "Filtered contributions for selected cohort" |
*
* @param {Filteredcontributions1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
declare const filteredcontributions1: ((inputs?: Filteredcontributions1Inputs, options?: {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Filteredcontributions1Inputs, {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}, {}>;
