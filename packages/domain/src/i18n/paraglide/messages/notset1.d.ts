export { notset1 as "notSet" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Notset1Inputs = {};
/**
* | output |
* | --- |
* | "Not set" |
*
* @param {Notset1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
declare const notset1: ((inputs?: Notset1Inputs, options?: {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notset1Inputs, {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}, {}>;
