export { forgotpasswordtitle2 as "forgotPasswordTitle" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Forgotpasswordtitle2Inputs = {};
/**
* | output |
* | --- |
* | "Forgot Password" |
*
* @param {Forgotpasswordtitle2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
declare const forgotpasswordtitle2: ((inputs?: Forgotpasswordtitle2Inputs, options?: {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Forgotpasswordtitle2Inputs, {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}, {}>;
