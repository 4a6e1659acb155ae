export { resetpasswordpassword2 as "resetPasswordPassword" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Resetpasswordpassword2Inputs = {};
/**
* | output |
* | --- |
* | "New Password" |
*
* @param {Resetpasswordpassword2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
declare const resetpasswordpassword2: ((inputs?: Resetpasswordpassword2Inputs, options?: {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Resetpasswordpassword2Inputs, {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}, {}>;
