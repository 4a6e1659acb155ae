export { setpasswordconfirmpassword3 as "setPasswordConfirmPassword" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Setpasswordconfirmpassword3Inputs = {};
/**
* | output |
* | --- |
* | "Confirm Password" |
*
* @param {Setpasswordconfirmpassword3Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
declare const setpasswordconfirmpassword3: ((inputs?: Setpasswordconfirmpassword3Inputs, options?: {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Setpasswordconfirmpassword3Inputs, {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}, {}>;
