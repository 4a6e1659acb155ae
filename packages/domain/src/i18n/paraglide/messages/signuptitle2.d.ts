export { signuptitle2 as "signUpTitle" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Signuptitle2Inputs = {};
/**
* | output |
* | --- |
* | "Welcome" |
*
* @param {Signuptitle2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
declare const signuptitle2: ((inputs?: Signuptitle2Inputs, options?: {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Signuptitle2Inputs, {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}, {}>;
