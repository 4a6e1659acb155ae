export { loginpassword1 as "loginPassword" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Loginpassword1Inputs = {};
/**
* | output |
* | --- |
* | "Password" |
*
* @param {Loginpassword1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
declare const loginpassword1: ((inputs?: Loginpassword1Inputs, options?: {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Loginpassword1Inputs, {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}, {}>;
