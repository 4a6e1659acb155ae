export { authenticationfailed1 as "authenticationFailed" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Authenticationfailed1Inputs = {};
/**
* | output |
* | --- |
* | "Authentication failed" |
*
* @param {Authenticationfailed1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
declare const authenticationfailed1: ((inputs?: Authenticationfailed1Inputs, options?: {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Authenticationfailed1Inputs, {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}, {}>;
