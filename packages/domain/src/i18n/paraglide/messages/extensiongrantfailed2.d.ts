export { extensiongrantfailed2 as "extensionGrantFailed" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Extensiongrantfailed2Inputs = {};
/**
* | output |
* | --- |
* | "Failed to grant the extension. Please try again." |
*
* @param {Extensiongrantfailed2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
declare const extensiongrantfailed2: ((inputs?: Extensiongrantfailed2Inputs, options?: {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Extensiongrantfailed2Inputs, {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}, {}>;
