export { loginemail1 as "loginEmail" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Loginemail1Inputs = {};
/**
* | output |
* | --- |
* | "Email" |
*
* @param {Loginemail1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
declare const loginemail1: ((inputs?: Loginemail1Inputs, options?: {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Loginemail1Inputs, {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}, {}>;
