export { topicdeleted1 as "topicDeleted" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Topicdeleted1Inputs = {};
/**
* | output |
* | --- |
* | "Topic deleted successfully!" |
*
* @param {Topicdeleted1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
declare const topicdeleted1: ((inputs?: Topicdeleted1Inputs, options?: {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Topicdeleted1Inputs, {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}, {}>;
