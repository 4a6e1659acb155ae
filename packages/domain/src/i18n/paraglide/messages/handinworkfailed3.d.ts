export { handinworkfailed3 as "handInWorkFailed" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Handinworkfailed3Inputs = {};
/**
* | output |
* | --- |
* | "Failed to hand in your work. Please try again." |
*
* @param {Handinworkfailed3Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
declare const handinworkfailed3: ((inputs?: Handinworkfailed3Inputs, options?: {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Handinworkfailed3Inputs, {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}, {}>;
