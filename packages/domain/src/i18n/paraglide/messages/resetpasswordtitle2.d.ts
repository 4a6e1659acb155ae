export { resetpasswordtitle2 as "resetPasswordTitle" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Resetpasswordtitle2Inputs = {};
/**
* | output |
* | --- |
* | "Reset Password" |
*
* @param {Resetpasswordtitle2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
declare const resetpasswordtitle2: ((inputs?: Resetpasswordtitle2Inputs, options?: {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Resetpasswordtitle2Inputs, {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}, {}>;
