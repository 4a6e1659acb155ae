export { navcourses1 as "navCourses" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Navcourses1Inputs = {};
/**
* | output |
* | --- |
* | "Courses" |
*
* @param {Navcourses1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
declare const navcourses1: ((inputs?: Navcourses1Inputs, options?: {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Navcourses1Inputs, {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}, {}>;
