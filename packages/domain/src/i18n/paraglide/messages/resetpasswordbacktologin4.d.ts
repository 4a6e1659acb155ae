export { resetpasswordbacktologin4 as "resetPasswordBackToLogin" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Resetpasswordbacktologin4Inputs = {};
/**
* | output |
* | --- |
* | "Back to Login" |
*
* @param {Resetpasswordbacktologin4Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
declare const resetpasswordbacktologin4: ((inputs?: Resetpasswordbacktologin4Inputs, options?: {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Resetpasswordbacktologin4Inputs, {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}, {}>;
