export { resetpasswordconfirmpassword3 as "resetPasswordConfirmPassword" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Resetpasswordconfirmpassword3Inputs = {};
/**
* | output |
* | --- |
* | "Confirm New Password" |
*
* @param {Resetpasswordconfirmpassword3Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
declare const resetpasswordconfirmpassword3: ((inputs?: Resetpasswordconfirmpassword3Inputs, options?: {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Resetpasswordconfirmpassword3Inputs, {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}, {}>;
