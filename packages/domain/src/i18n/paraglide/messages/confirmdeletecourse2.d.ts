export { confirmdeletecourse2 as "confirmDeleteCourse" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Confirmdeletecourse2Inputs = {};
/**
* | output |
* | --- |
* | "Are you sure you want to delete this course?" |
*
* @param {Confirmdeletecourse2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
declare const confirmdeletecourse2: ((inputs?: Confirmdeletecourse2Inputs, options?: {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Confirmdeletecourse2Inputs, {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}, {}>;
