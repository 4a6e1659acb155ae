export { nocontributions1 as "noContributions" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Nocontributions1Inputs = {};
/**
* | output |
* | --- |
* | "No contributions available." |
*
* @param {Nocontributions1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
declare const nocontributions1: ((inputs?: Nocontributions1Inputs, options?: {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Nocontributions1Inputs, {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}, {}>;
