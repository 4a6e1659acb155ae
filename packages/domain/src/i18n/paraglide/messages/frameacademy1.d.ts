export { frameacademy1 as "frameAcademy" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Frameacademy1Inputs = {};
/**
* | output |
* | --- |
* | "Christian Leadership Academy" |
*
* @param {Frameacademy1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
declare const frameacademy1: ((inputs?: Frameacademy1Inputs, options?: {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Frameacademy1Inputs, {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}, {}>;
