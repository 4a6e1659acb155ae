export { notspecified1 as "notSpecified" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Notspecified1Inputs = {};
/**
* | output |
* | --- |
* | "Not specified" |
*
* @param {Notspecified1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
declare const notspecified1: ((inputs?: Notspecified1Inputs, options?: {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notspecified1Inputs, {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}, {}>;
