export { contributionscored1 as "contributionScored" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contributionscored1Inputs = {};
/**
* | output |
* | --- |
* | "Contribution scored successfully!" |
*
* @param {Contributionscored1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
declare const contributionscored1: ((inputs?: Contributionscored1Inputs, options?: {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contributionscored1Inputs, {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}, {}>;
