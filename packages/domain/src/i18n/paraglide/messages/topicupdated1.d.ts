export { topicupdated1 as "topicUpdated" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Topicupdated1Inputs = {};
/**
* | output |
* | --- |
* | "Topic updated successfully!" |
*
* @param {Topicupdated1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
declare const topicupdated1: ((inputs?: Topicupdated1Inputs, options?: {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Topicupdated1Inputs, {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}, {}>;
