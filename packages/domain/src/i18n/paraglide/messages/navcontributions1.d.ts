export { navcontributions1 as "navContributions" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Navcontributions1Inputs = {};
/**
* | output |
* | --- |
* | "Contributions" |
*
* @param {Navcontributions1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
declare const navcontributions1: ((inputs?: Navcontributions1Inputs, options?: {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Navcontributions1Inputs, {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}, {}>;
