export { signuploadingoptions3 as "signUpLoadingOptions" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Signuploadingoptions3Inputs = {};
/**
* | output |
* | --- |
* | "Loading roles and cohorts..." |
*
* @param {Signuploadingoptions3Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
declare const signuploadingoptions3: ((inputs?: Signuploadingoptions3Inputs, options?: {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Signuploadingoptions3Inputs, {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}, {}>;
