export { logintitle1 as "loginTitle" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Logintitle1Inputs = {};
/**
* | output |
* | --- |
* | "Welcome Back!" |
*
* @param {Logintitle1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
declare const logintitle1: ((inputs?: Logintitle1Inputs, options?: {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Logintitle1Inputs, {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}, {}>;
