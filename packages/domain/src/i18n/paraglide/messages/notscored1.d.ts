export { notscored1 as "notScored" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Notscored1Inputs = {};
/**
* | output |
* | --- |
* | "Not scored" |
*
* @param {Notscored1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
declare const notscored1: ((inputs?: Notscored1Inputs, options?: {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notscored1Inputs, {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}, {}>;
