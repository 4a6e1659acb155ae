export { confirmdeleteassignment2 as "confirmDeleteAssignment" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Confirmdeleteassignment2Inputs = {};
/**
* | output |
* | --- |
* | "Are you sure you want to delete this assignment?" |
*
* @param {Confirmdeleteassignment2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
declare const confirmdeleteassignment2: ((inputs?: Confirmdeleteassignment2Inputs, options?: {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Confirmdeleteassignment2Inputs, {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}, {}>;
