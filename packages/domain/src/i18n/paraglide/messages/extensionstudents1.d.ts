export { extensionstudents1 as "extensionStudents" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Extensionstudents1Inputs = {};
/**
* | output |
* | --- |
* | "Students" |
*
* @param {Extensionstudents1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
declare const extensionstudents1: ((inputs?: Extensionstudents1Inputs, options?: {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Extensionstudents1Inputs, {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}, {}>;
