export { extensiongrant1 as "extensionGrant" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Extensiongrant1Inputs = {};
/**
* | output |
* | --- |
* | "Grant Extension" |
*
* @param {Extensiongrant1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
declare const extensiongrant1: ((inputs?: Extensiongrant1Inputs, options?: {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Extensiongrant1Inputs, {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}, {}>;
