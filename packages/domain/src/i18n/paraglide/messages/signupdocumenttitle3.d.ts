export { signupdocumenttitle3 as "signUpDocumentTitle" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Signupdocumenttitle3Inputs = {};
/**
* | output |
* | --- |
* | "Sign Up" |
*
* @param {Signupdocumenttitle3Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
declare const signupdocumenttitle3: ((inputs?: Signupdocumenttitle3Inputs, options?: {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Signupdocumenttitle3Inputs, {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}, {}>;
