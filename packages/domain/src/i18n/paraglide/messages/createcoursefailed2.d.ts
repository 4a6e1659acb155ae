export { createcoursefailed2 as "createCourseFailed" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Createcoursefailed2Inputs = {};
/**
* | output |
* | --- |
* | "Failed to create course. Please try again." |
*
* @param {Createcoursefailed2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
declare const createcoursefailed2: ((inputs?: Createcoursefailed2Inputs, options?: {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Createcoursefailed2Inputs, {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}, {}>;
