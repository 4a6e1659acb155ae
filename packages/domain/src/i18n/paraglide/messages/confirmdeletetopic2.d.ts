export { confirmdeletetopic2 as "confirmDeleteTopic" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Confirmdeletetopic2Inputs = {};
/**
* | output |
* | --- |
* | "Are you sure you want to delete this topic?" |
*
* @param {Confirmdeletetopic2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
declare const confirmdeletetopic2: ((inputs?: Confirmdeletetopic2Inputs, options?: {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Confirmdeletetopic2Inputs, {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}, {}>;
