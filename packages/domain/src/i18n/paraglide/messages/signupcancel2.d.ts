export { signupcancel2 as "signUpCancel" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Signupcancel2Inputs = {};
/**
* | output |
* | --- |
* | "Cancel" |
*
* @param {Signupcancel2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
declare const signupcancel2: ((inputs?: Signupcancel2Inputs, options?: {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Signupcancel2Inputs, {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}, {}>;
