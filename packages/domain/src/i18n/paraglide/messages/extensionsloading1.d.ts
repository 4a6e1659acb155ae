export { extensionsloading1 as "extensionsLoading" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Extensionsloading1Inputs = {};
/**
* | output |
* | --- |
* | "Loading extensions..." |
*
* @param {Extensionsloading1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
declare const extensionsloading1: ((inputs?: Extensionsloading1Inputs, options?: {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Extensionsloading1Inputs, {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}, {}>;
