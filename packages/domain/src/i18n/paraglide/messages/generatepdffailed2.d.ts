export { generatepdffailed2 as "generatePdfFailed" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Generatepdffailed2Inputs = {};
/**
* | output |
* | --- |
* | "Failed to generate PDF. Please try again." |
*
* @param {Generatepdffailed2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
declare const generatepdffailed2: ((inputs?: Generatepdffailed2Inputs, options?: {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Generatepdffailed2Inputs, {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}, {}>;
