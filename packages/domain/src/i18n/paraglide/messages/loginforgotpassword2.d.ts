export { loginforgotpassword2 as "loginForgotPassword" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Loginforgotpassword2Inputs = {};
/**
* | output |
* | --- |
* | "Forgot password?" |
*
* @param {Loginforgotpassword2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
declare const loginforgotpassword2: ((inputs?: Loginforgotpassword2Inputs, options?: {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Loginforgotpassword2Inputs, {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}, {}>;
