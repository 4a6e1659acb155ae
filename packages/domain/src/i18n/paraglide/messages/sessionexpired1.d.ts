export { sessionexpired1 as "sessionExpired" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Sessionexpired1Inputs = {};
/**
* | output |
* | --- |
* | "Session expired. Please login again." |
*
* @param {Sessionexpired1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
declare const sessionexpired1: ((inputs?: Sessionexpired1Inputs, options?: {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Sessionexpired1Inputs, {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}, {}>;
