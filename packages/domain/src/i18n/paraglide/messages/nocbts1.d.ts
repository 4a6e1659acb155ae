export { nocbts1 as "noCbts" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Nocbts1Inputs = {};
/**
* | output |
* | --- |
* | "No cbts available." |
*
* @param {Nocbts1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
declare const nocbts1: ((inputs?: Nocbts1Inputs, options?: {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Nocbts1Inputs, {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}, {}>;
