export { forgotpasswordsubmitting2 as "forgotPasswordSubmitting" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Forgotpasswordsubmitting2Inputs = {};
/**
* | output |
* | --- |
* | "Sending..." |
*
* @param {Forgotpasswordsubmitting2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
declare const forgotpasswordsubmitting2: ((inputs?: Forgotpasswordsubmitting2Inputs, options?: {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Forgotpasswordsubmitting2Inputs, {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}, {}>;
