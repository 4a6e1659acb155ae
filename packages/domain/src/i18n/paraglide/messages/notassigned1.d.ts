export { notassigned1 as "notAssigned" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Notassigned1Inputs = {};
/**
* | output |
* | --- |
* | "Not assigned" |
*
* @param {Notassigned1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
declare const notassigned1: ((inputs?: Notassigned1Inputs, options?: {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notassigned1Inputs, {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}, {}>;
