export { signupemail2 as "signUpEmail" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Signupemail2Inputs = {};
/**
* | output |
* | --- |
* | "Email Address" |
*
* @param {Signupemail2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
declare const signupemail2: ((inputs?: Signupemail2Inputs, options?: {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Signupemail2Inputs, {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}, {}>;
