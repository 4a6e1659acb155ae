export { signupsubmit2 as "signUpSubmit" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Signupsubmit2Inputs = {};
/**
* | output |
* | --- |
* | "Create Account" |
*
* @param {Signupsubmit2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
declare const signupsubmit2: ((inputs?: Signupsubmit2Inputs, options?: {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Signupsubmit2Inputs, {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}, {}>;
