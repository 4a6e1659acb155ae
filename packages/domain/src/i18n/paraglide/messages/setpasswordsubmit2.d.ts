export { setpasswordsubmit2 as "setPasswordSubmit" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Setpasswordsubmit2Inputs = {};
/**
* | output |
* | --- |
* | "Set Password" |
*
* @param {Setpasswordsubmit2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
declare const setpasswordsubmit2: ((inputs?: Setpasswordsubmit2Inputs, options?: {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Setpasswordsubmit2Inputs, {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}, {}>;
