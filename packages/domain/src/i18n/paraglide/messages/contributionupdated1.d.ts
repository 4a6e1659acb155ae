export { contributionupdated1 as "contributionUpdated" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contributionupdated1Inputs = {};
/**
* | output |
* | --- |
* | "Contribution updated successfully!" |
*
* @param {Contributionupdated1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
declare const contributionupdated1: ((inputs?: Contributionupdated1Inputs, options?: {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contributionupdated1Inputs, {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}, {}>;
