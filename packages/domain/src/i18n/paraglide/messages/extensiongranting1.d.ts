export { extensiongranting1 as "extensionGranting" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Extensiongranting1Inputs = {};
/**
* | output |
* | --- |
* | "Granting Extension..." |
*
* @param {Extensiongranting1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
declare const extensiongranting1: ((inputs?: Extensiongranting1Inputs, options?: {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Extensiongranting1Inputs, {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}, {}>;
