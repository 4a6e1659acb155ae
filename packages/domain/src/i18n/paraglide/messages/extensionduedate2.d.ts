export { extensionduedate2 as "extensionDueDate" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Extensionduedate2Inputs = {};
/**
* | output |
* | --- |
* | "New Due Date" |
*
* @param {Extensionduedate2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
declare const extensionduedate2: ((inputs?: Extensionduedate2Inputs, options?: {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Extensionduedate2Inputs, {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}, {}>;
