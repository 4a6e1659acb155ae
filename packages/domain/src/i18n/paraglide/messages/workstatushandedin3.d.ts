export { workstatushandedin3 as "workStatusHandedIn" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Workstatushandedin3Inputs = {};
/**
* | output |
* | --- |
* | "handed in" |
*
* @param {Workstatushandedin3Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
declare const workstatushandedin3: ((inputs?: Workstatushandedin3Inputs, options?: {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Workstatushandedin3Inputs, {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}, {}>;
