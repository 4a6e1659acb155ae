export { loadingstudents1 as "loadingStudents" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Loadingstudents1Inputs = {};
/**
* | output |
* | --- |
* | "Loading students..." |
*
* @param {Loadingstudents1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
declare const loadingstudents1: ((inputs?: Loadingstudents1Inputs, options?: {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Loadingstudents1Inputs, {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}, {}>;
