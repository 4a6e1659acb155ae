export { signupconfirmpassword3 as "signUpConfirmPassword" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Signupconfirmpassword3Inputs = {};
/**
* | output |
* | --- |
* | "Confirm Password" |
*
* @param {Signupconfirmpassword3Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
declare const signupconfirmpassword3: ((inputs?: Signupconfirmpassword3Inputs, options?: {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Signupconfirmpassword3Inputs, {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}, {}>;
