export { liveclassdeleted2 as "liveClassDeleted" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Liveclassdeleted2Inputs = {};
/**
* | output |
* | --- |
* | "Live class deleted successfully!" |
*
* @param {Liveclassdeleted2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
declare const liveclassdeleted2: ((inputs?: Liveclassdeleted2Inputs, options?: {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Liveclassdeleted2Inputs, {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}, {}>;
