export { languagelabel1 as "languageLabel" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Languagelabel1Inputs = {};
/**
* | output |
* | --- |
* | "Language" |
*
* @param {Languagelabel1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
declare const languagelabel1: ((inputs?: Languagelabel1Inputs, options?: {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Languagelabel1Inputs, {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}, {}>;
