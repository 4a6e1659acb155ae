export { createcbtfailed2 as "createCbtFailed" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Createcbtfailed2Inputs = {};
/**
* | output |
* | --- |
* | "Failed to create cbt. Please try again." |
*
* @param {Createcbtfailed2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
declare const createcbtfailed2: ((inputs?: Createcbtfailed2Inputs, options?: {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Createcbtfailed2Inputs, {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}, {}>;
