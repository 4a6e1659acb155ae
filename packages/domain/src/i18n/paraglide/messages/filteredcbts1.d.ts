export { filteredcbts1 as "filteredCbts" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Filteredcbts1Inputs = {};
/**
* | output |
* | --- |
* | "Filtered cbts for selected cohort" |
*
* @param {Filteredcbts1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
declare const filteredcbts1: ((inputs?: Filteredcbts1Inputs, options?: {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Filteredcbts1Inputs, {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}, {}>;
