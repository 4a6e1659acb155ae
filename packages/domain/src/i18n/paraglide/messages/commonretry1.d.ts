export { commonretry1 as "commonRetry" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Commonretry1Inputs = {};
/**
* | output |
* | --- |
* | "Try again" |
*
* @param {Commonretry1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
declare const commonretry1: ((inputs?: Commonretry1Inputs, options?: {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Commonretry1Inputs, {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}, {}>;
