export { resetpasswordsubtitle2 as "resetPasswordSubtitle" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Resetpasswordsubtitle2Inputs = {};
/**
* | output |
* | --- |
* | "Choose a new password for your account." |
*
* @param {Resetpasswordsubtitle2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
declare const resetpasswordsubtitle2: ((inputs?: Resetpasswordsubtitle2Inputs, options?: {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Resetpasswordsubtitle2Inputs, {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}, {}>;
