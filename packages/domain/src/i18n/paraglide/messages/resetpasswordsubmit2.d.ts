export { resetpasswordsubmit2 as "resetPasswordSubmit" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Resetpasswordsubmit2Inputs = {};
/**
* | output |
* | --- |
* | "Reset Password" |
*
* @param {Resetpasswordsubmit2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
declare const resetpasswordsubmit2: ((inputs?: Resetpasswordsubmit2Inputs, options?: {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Resetpasswordsubmit2Inputs, {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}, {}>;
