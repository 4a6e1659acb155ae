export { deletecoursefailed2 as "deleteCourseFailed" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Deletecoursefailed2Inputs = {};
/**
* | output |
* | --- |
* | "Failed to delete course. Please try again." |
*
* @param {Deletecoursefailed2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
declare const deletecoursefailed2: ((inputs?: Deletecoursefailed2Inputs, options?: {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Deletecoursefailed2Inputs, {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}, {}>;
