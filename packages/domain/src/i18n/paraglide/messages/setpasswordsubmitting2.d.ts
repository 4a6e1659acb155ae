export { setpasswordsubmitting2 as "setPasswordSubmitting" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Setpasswordsubmitting2Inputs = {};
/**
* | output |
* | --- |
* | "Saving..." |
*
* @param {Setpasswordsubmitting2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
declare const setpasswordsubmitting2: ((inputs?: Setpasswordsubmitting2Inputs, options?: {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Setpasswordsubmitting2Inputs, {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}, {}>;
