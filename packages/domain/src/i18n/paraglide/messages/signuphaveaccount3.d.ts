export { signuphaveaccount3 as "signUpHaveAccount" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Signuphaveaccount3Inputs = {};
/**
* | output |
* | --- |
* | "Already have an account?" |
*
* @param {Signuphaveaccount3Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
declare const signuphaveaccount3: ((inputs?: Signuphaveaccount3Inputs, options?: {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Signuphaveaccount3Inputs, {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}, {}>;
