export { contributiondeleted1 as "contributionDeleted" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contributiondeleted1Inputs = {};
/**
* | output |
* | --- |
* | "Contribution deleted successfully!" |
*
* @param {Contributiondeleted1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
declare const contributiondeleted1: ((inputs?: Contributiondeleted1Inputs, options?: {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contributiondeleted1Inputs, {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}, {}>;
