export { yesdelete1 as "yesDelete" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Yesdelete1Inputs = {};
/**
* | output |
* | --- |
* | "Yes, Delete" |
*
* @param {Yesdelete1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
declare const yesdelete1: ((inputs?: Yesdelete1Inputs, options?: {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Yesdelete1Inputs, {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}, {}>;
