export { deletetopicfailed2 as "deleteTopicFailed" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Deletetopicfailed2Inputs = {};
/**
* | output |
* | --- |
* | "Failed to delete topic. Please try again." |
*
* @param {Deletetopicfailed2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
declare const deletetopicfailed2: ((inputs?: Deletetopicfailed2Inputs, options?: {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Deletetopicfailed2Inputs, {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}, {}>;
