export { loginsuccess1 as "loginSuccess" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Loginsuccess1Inputs = {};
/**
* | output |
* | --- |
* | "Login successful!" |
*
* @param {Loginsuccess1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
declare const loginsuccess1: ((inputs?: Loginsuccess1Inputs, options?: {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Loginsuccess1Inputs, {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}, {}>;
