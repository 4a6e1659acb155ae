export { signupsubtitle2 as "signUpSubtitle" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Signupsubtitle2Inputs = {};
/**
* | output |
* | --- |
* | "Create your account" |
*
* @param {Signupsubtitle2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
declare const signupsubtitle2: ((inputs?: Signupsubtitle2Inputs, options?: {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Signupsubtitle2Inputs, {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}, {}>;
