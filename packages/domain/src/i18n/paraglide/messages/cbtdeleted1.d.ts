export { cbtdeleted1 as "cbtDeleted" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Cbtdeleted1Inputs = {};
/**
* | output |
* | --- |
* | "Cbt deleted successfully!" |
*
* @param {Cbtdeleted1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
declare const cbtdeleted1: ((inputs?: Cbtdeleted1Inputs, options?: {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cbtdeleted1Inputs, {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}, {}>;
