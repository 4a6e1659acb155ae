export { forgotpasswordsubtitle2 as "forgotPasswordSubtitle" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Forgotpasswordsubtitle2Inputs = {};
/**
* | output |
* | --- |
* | "Enter your email address and we'll send you a link to reset your password." |
*
* @param {Forgotpasswordsubtitle2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
declare const forgotpasswordsubtitle2: ((inputs?: Forgotpasswordsubtitle2Inputs, options?: {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Forgotpasswordsubtitle2Inputs, {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}, {}>;
