export { signupsubmitting2 as "signUpSubmitting" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Signupsubmitting2Inputs = {};
/**
* | output |
* | --- |
* | "Creating Account..." |
*
* @param {Signupsubmitting2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
declare const signupsubmitting2: ((inputs?: Signupsubmitting2Inputs, options?: {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Signupsubmitting2Inputs, {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}, {}>;
