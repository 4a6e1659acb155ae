export { forgotpasswordemail2 as "forgotPasswordEmail" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Forgotpasswordemail2Inputs = {};
/**
* | output |
* | --- |
* | "Email Address" |
*
* @param {Forgotpasswordemail2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
declare const forgotpasswordemail2: ((inputs?: Forgotpasswordemail2Inputs, options?: {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Forgotpasswordemail2Inputs, {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}, {}>;
