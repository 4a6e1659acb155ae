export { workstatusnothandedin4 as "workStatusNotHandedIn" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Workstatusnothandedin4Inputs = {};
/**
* | output |
* | --- |
* | "not handed in" |
*
* @param {Workstatusnothandedin4Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
declare const workstatusnothandedin4: ((inputs?: Workstatusnothandedin4Inputs, options?: {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Workstatusnothandedin4Inputs, {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}, {}>;
