export { topiccreated1 as "topicCreated" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Topiccreated1Inputs = {};
/**
* | output |
* | --- |
* | "Topic created successfully!" |
*
* @param {Topiccreated1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
declare const topiccreated1: ((inputs?: Topiccreated1Inputs, options?: {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Topiccreated1Inputs, {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}, {}>;
