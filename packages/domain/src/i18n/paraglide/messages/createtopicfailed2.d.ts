export { createtopicfailed2 as "createTopicFailed" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Createtopicfailed2Inputs = {};
/**
* | output |
* | --- |
* | "Failed to create topic. Please try again." |
*
* @param {Createtopicfailed2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
declare const createtopicfailed2: ((inputs?: Createtopicfailed2Inputs, options?: {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Createtopicfailed2Inputs, {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}, {}>;
