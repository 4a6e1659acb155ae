export { forgotpasswordbacktologin4 as "forgotPasswordBackToLogin" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Forgotpasswordbacktologin4Inputs = {};
/**
* | output |
* | --- |
* | "Back to Login" |
*
* @param {Forgotpasswordbacktologin4Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
declare const forgotpasswordbacktologin4: ((inputs?: Forgotpasswordbacktologin4Inputs, options?: {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Forgotpasswordbacktologin4Inputs, {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}, {}>;
