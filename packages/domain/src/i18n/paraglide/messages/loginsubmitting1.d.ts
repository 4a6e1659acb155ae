export { loginsubmitting1 as "loginSubmitting" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Loginsubmitting1Inputs = {};
/**
* | output |
* | --- |
* | "Signing in..." |
*
* @param {Loginsubmitting1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
declare const loginsubmitting1: ((inputs?: Loginsubmitting1Inputs, options?: {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Loginsubmitting1Inputs, {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}, {}>;
