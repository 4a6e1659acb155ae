export { courseinfonotfound3 as "courseInfoNotFound" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Courseinfonotfound3Inputs = {};
/**
* | output |
* | --- |
* | "Course information not found!" |
*
* @param {Courseinfonotfound3Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
declare const courseinfonotfound3: ((inputs?: Courseinfonotfound3Inputs, options?: {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Courseinfonotfound3Inputs, {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}, {}>;
