export { forgotpasswordsubmit2 as "forgotPasswordSubmit" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Forgotpasswordsubmit2Inputs = {};
/**
* | output |
* | --- |
* | "Send Reset Link" |
*
* @param {Forgotpasswordsubmit2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
declare const forgotpasswordsubmit2: ((inputs?: Forgotpasswordsubmit2Inputs, options?: {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Forgotpasswordsubmit2Inputs, {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}, {}>;
