export { resetpasswordfailed2 as "resetPasswordFailed" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Resetpasswordfailed2Inputs = {};
/**
* | output |
* | --- |
* | "Failed to reset password. Please try again." |
*
* @param {Resetpasswordfailed2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
declare const resetpasswordfailed2: ((inputs?: Resetpasswordfailed2Inputs, options?: {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Resetpasswordfailed2Inputs, {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}, {}>;
