export { coursenotfound2 as "courseNotFound" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Coursenotfound2Inputs = {};
/**
* | output |
* | --- |
* | "Course not found!" |
*
* @param {Coursenotfound2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
declare const coursenotfound2: ((inputs?: Coursenotfound2Inputs, options?: {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Coursenotfound2Inputs, {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}, {}>;
