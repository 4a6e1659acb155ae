export { setpasswordpassword2 as "setPasswordPassword" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Setpasswordpassword2Inputs = {};
/**
* | output |
* | --- |
* | "Password" |
*
* @param {Setpasswordpassword2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
declare const setpasswordpassword2: ((inputs?: Setpasswordpassword2Inputs, options?: {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Setpasswordpassword2Inputs, {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}, {}>;
