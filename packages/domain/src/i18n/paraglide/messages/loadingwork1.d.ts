export { loadingwork1 as "loadingWork" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Loadingwork1Inputs = {};
/**
* | output |
* | --- |
* | "Loading your work..." |
*
* @param {Loadingwork1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
declare const loadingwork1: ((inputs?: Loadingwork1Inputs, options?: {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Loadingwork1Inputs, {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}, {}>;
