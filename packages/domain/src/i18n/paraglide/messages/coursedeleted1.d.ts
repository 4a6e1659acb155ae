export { coursedeleted1 as "courseDeleted" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Coursedeleted1Inputs = {};
/**
* | output |
* | --- |
* | "Course deleted successfully!" |
*
* @param {Coursedeleted1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
declare const coursedeleted1: ((inputs?: Coursedeleted1Inputs, options?: {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Coursedeleted1Inputs, {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}, {}>;
