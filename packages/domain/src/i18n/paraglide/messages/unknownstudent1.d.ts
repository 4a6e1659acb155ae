export { unknownstudent1 as "unknownStudent" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Unknownstudent1Inputs = {};
/**
* | output |
* | --- |
* | "Unknown Student" |
*
* @param {Unknownstudent1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
declare const unknownstudent1: ((inputs?: Unknownstudent1Inputs, options?: {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Unknownstudent1Inputs, {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}, {}>;
