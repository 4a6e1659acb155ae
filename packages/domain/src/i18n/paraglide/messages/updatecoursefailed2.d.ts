export { updatecoursefailed2 as "updateCourseFailed" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Updatecoursefailed2Inputs = {};
/**
* | output |
* | --- |
* | "Failed to update course. Please try again." |
*
* @param {Updatecoursefailed2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
declare const updatecoursefailed2: ((inputs?: Updatecoursefailed2Inputs, options?: {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Updatecoursefailed2Inputs, {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}, {}>;
