export { deskworktoscore3 as "deskWorkToScore" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Deskworktoscore3Inputs = {};
/**
* | output |
* | --- |
* | "Work to score" |
*
* @param {Deskworktoscore3Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
declare const deskworktoscore3: ((inputs?: Deskworktoscore3Inputs, options?: {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Deskworktoscore3Inputs, {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}, {}>;
