export { contributioncreated1 as "contributionCreated" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contributioncreated1Inputs = {};
/**
* | output |
* | --- |
* | "Contribution created successfully!" |
*
* @param {Contributioncreated1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
declare const contributioncreated1: ((inputs?: Contributioncreated1Inputs, options?: {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contributioncreated1Inputs, {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}, {}>;
