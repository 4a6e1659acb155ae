export { resetpasswordsubmitting2 as "resetPasswordSubmitting" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Resetpasswordsubmitting2Inputs = {};
/**
* | output |
* | --- |
* | "Resetting..." |
*
* @param {Resetpasswordsubmitting2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
declare const resetpasswordsubmitting2: ((inputs?: Resetpasswordsubmitting2Inputs, options?: {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Resetpasswordsubmitting2Inputs, {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}, {}>;
