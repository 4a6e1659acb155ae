export { signuppassword2 as "signUpPassword" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Signuppassword2Inputs = {};
/**
* | output |
* | --- |
* | "Password" |
*
* @param {Signuppassword2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
declare const signuppassword2: ((inputs?: Signuppassword2Inputs, options?: {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Signuppassword2Inputs, {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}, {}>;
