export { invalidresetlink2 as "invalidResetLink" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Invalidresetlink2Inputs = {};
/**
* | output |
* | --- |
* | "Invalid reset link" |
*
* @param {Invalidresetlink2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
declare const invalidresetlink2: ((inputs?: Invalidresetlink2Inputs, options?: {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Invalidresetlink2Inputs, {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}, {}>;
