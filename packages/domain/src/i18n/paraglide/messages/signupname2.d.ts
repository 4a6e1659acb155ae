export { signupname2 as "signUpName" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Signupname2Inputs = {};
/**
* | output |
* | --- |
* | "Full Name" |
*
* @param {Signupname2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
declare const signupname2: ((inputs?: Signupname2Inputs, options?: {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Signupname2Inputs, {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}, {}>;
