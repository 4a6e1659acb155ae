export { passwordreset1 as "passwordReset" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Passwordreset1Inputs = {};
/**
* | output |
* | --- |
* | "Password has been reset successfully!" |
*
* @param {Passwordreset1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
declare const passwordreset1: ((inputs?: Passwordreset1Inputs, options?: {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Passwordreset1Inputs, {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}, {}>;
