export { loadingstudentworks2 as "loadingStudentWorks" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Loadingstudentworks2Inputs = {};
/**
* | output |
* | --- |
* | "Loading work handed in..." |
*
* @param {Loadingstudentworks2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
declare const loadingstudentworks2: ((inputs?: Loadingstudentworks2Inputs, options?: {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Loadingstudentworks2Inputs, {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}, {}>;
