export { pastdue1 as "pastDue" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pastdue1Inputs = {};
/**
* | output |
* | --- |
* | "Past Due" |
*
* @param {Pastdue1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
declare const pastdue1: ((inputs?: Pastdue1Inputs, options?: {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pastdue1Inputs, {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}, {}>;
