export { cbtscored1 as "cbtScored" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Cbtscored1Inputs = {};
/**
* | output |
* | --- |
* | "Cbt scored successfully!" |
*
* @param {Cbtscored1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
declare const cbtscored1: ((inputs?: Cbtscored1Inputs, options?: {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cbtscored1Inputs, {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}, {}>;
