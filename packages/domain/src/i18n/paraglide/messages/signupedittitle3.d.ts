export { signupedittitle3 as "signUpEditTitle" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Signupedittitle3Inputs = {};
/**
* | output |
* | --- |
* | "Edit Profile" |
*
* @param {Signupedittitle3Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
declare const signupedittitle3: ((inputs?: Signupedittitle3Inputs, options?: {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Signupedittitle3Inputs, {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}, {}>;
