export { extensionstitle1 as "extensionsTitle" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Extensionstitle1Inputs = {};
/**
* | output |
* | --- |
* | "Extensions" |
*
* @param {Extensionstitle1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
declare const extensionstitle1: ((inputs?: Extensionstitle1Inputs, options?: {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Extensionstitle1Inputs, {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}, {}>;
