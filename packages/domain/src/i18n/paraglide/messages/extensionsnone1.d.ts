export { extensionsnone1 as "extensionsNone" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Extensionsnone1Inputs = {};
/**
* | output |
* | --- |
* | "No student has an extension for this item." |
*
* @param {Extensionsnone1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
declare const extensionsnone1: ((inputs?: Extensionsnone1Inputs, options?: {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Extensionsnone1Inputs, {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}, {}>;
