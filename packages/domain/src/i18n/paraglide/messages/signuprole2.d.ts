export { signuprole2 as "signUpRole" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Signuprole2Inputs = {};
/**
* | output |
* | --- |
* | "Role ID" |
*
* @param {Signuprole2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
declare const signuprole2: ((inputs?: Signuprole2Inputs, options?: {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Signuprole2Inputs, {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}, {}>;
