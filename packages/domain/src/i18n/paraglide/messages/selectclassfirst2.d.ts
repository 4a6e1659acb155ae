export { selectclassfirst2 as "selectClassFirst" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Selectclassfirst2Inputs = {};
/**
* | output |
* | --- |
* | "Please select a class first" |
*
* @param {Selectclassfirst2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
declare const selectclassfirst2: ((inputs?: Selectclassfirst2Inputs, options?: {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Selectclassfirst2Inputs, {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}, {}>;
