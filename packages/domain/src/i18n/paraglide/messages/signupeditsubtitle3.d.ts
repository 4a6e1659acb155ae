export { signupeditsubtitle3 as "signUpEditSubtitle" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Signupeditsubtitle3Inputs = {};
/**
* | output |
* | --- |
* | "Update your profile information" |
*
* @param {Signupeditsubtitle3Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
declare const signupeditsubtitle3: ((inputs?: Signupeditsubtitle3Inputs, options?: {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Signupeditsubtitle3Inputs, {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}, {}>;
