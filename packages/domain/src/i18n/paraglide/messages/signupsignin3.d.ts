export { signupsignin3 as "signUpSignIn" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Signupsignin3Inputs = {};
/**
* | output |
* | --- |
* | "Sign In" |
*
* @param {Signupsignin3Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
declare const signupsignin3: ((inputs?: Signupsignin3Inputs, options?: {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Signupsignin3Inputs, {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}, {}>;
