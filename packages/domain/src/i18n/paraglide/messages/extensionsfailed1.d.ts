export { extensionsfailed1 as "extensionsFailed" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Extensionsfailed1Inputs = {};
/**
* | output |
* | --- |
* | "Failed to fetch extensions. Please try again." |
*
* @param {Extensionsfailed1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
declare const extensionsfailed1: ((inputs?: Extensionsfailed1Inputs, options?: {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Extensionsfailed1Inputs, {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}, {}>;
