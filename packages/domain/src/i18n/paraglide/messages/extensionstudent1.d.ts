export { extensionstudent1 as "extensionStudent" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Extensionstudent1Inputs = {};
/**
* | output |
* | --- |
* | "Student" |
*
* @param {Extensionstudent1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
declare const extensionstudent1: ((inputs?: Extensionstudent1Inputs, options?: {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Extensionstudent1Inputs, {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}, {}>;
