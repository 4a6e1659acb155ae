export { loadingcontributions1 as "loadingContributions" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Loadingcontributions1Inputs = {};
/**
* | output |
* | --- |
* | "Loading contributions..." |
*
* @param {Loadingcontributions1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
declare const loadingcontributions1: ((inputs?: Loadingcontributions1Inputs, options?: {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Loadingcontributions1Inputs, {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}, {}>;
