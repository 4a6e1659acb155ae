export { coursecreated1 as "courseCreated" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Coursecreated1Inputs = {};
/**
* | output |
* | --- |
* | "Course created successfully!" |
*
* @param {Coursecreated1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
declare const coursecreated1: ((inputs?: Coursecreated1Inputs, options?: {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Coursecreated1Inputs, {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}, {}>;
