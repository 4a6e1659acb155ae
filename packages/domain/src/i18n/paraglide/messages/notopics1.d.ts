export { notopics1 as "noTopics" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Notopics1Inputs = {};
/**
* | output |
* | --- |
* | "No topics have been added to this course yet." |
*
* @param {Notopics1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
declare const notopics1: ((inputs?: Notopics1Inputs, options?: {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notopics1Inputs, {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}, {}>;
