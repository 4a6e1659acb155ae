export { loginsubmit1 as "loginSubmit" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Loginsubmit1Inputs = {};
/**
* | output |
* | --- |
* | "Sign In" |
*
* @param {Loginsubmit1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
declare const loginsubmit1: ((inputs?: Loginsubmit1Inputs, options?: {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Loginsubmit1Inputs, {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}, {}>;
