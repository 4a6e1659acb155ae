export { signupphone2 as "signUpPhone" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Signupphone2Inputs = {};
/**
* | output |
* | --- |
* | "Phone Number" |
*
* @param {Signupphone2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
declare const signupphone2: ((inputs?: Signupphone2Inputs, options?: {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Signupphone2Inputs, {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}, {}>;
