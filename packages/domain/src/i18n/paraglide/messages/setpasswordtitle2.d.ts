export { setpasswordtitle2 as "setPasswordTitle" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Setpasswordtitle2Inputs = {};
/**
* | output |
* | --- |
* | "Set Your Password" |
*
* @param {Setpasswordtitle2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
declare const setpasswordtitle2: ((inputs?: Setpasswordtitle2Inputs, options?: {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Setpasswordtitle2Inputs, {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}, {}>;
