export { updatetopicfailed2 as "updateTopicFailed" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Updatetopicfailed2Inputs = {};
/**
* | output |
* | --- |
* | "Failed to update topic. Please try again." |
*
* @param {Updatetopicfailed2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
declare const updatetopicfailed2: ((inputs?: Updatetopicfailed2Inputs, options?: {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Updatetopicfailed2Inputs, {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}, {}>;
