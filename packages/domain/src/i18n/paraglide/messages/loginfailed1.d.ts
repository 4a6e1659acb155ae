export { loginfailed1 as "loginFailed" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Loginfailed1Inputs = {};
/**
* | output |
* | --- |
* | "Login failed. Please check your credentials." |
*
* @param {Loginfailed1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
declare const loginfailed1: ((inputs?: Loginfailed1Inputs, options?: {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Loginfailed1Inputs, {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}, {}>;
