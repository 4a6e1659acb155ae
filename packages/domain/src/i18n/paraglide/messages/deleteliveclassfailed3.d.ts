export { deleteliveclassfailed3 as "deleteLiveClassFailed" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Deleteliveclassfailed3Inputs = {};
/**
* | output |
* | --- |
* | "Failed to delete live class. Please try again." |
*
* @param {Deleteliveclassfailed3Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
declare const deleteliveclassfailed3: ((inputs?: Deleteliveclassfailed3Inputs, options?: {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Deleteliveclassfailed3Inputs, {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}, {}>;
