export { yeslogout1 as "yesLogout" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Yeslogout1Inputs = {};
/**
* | output |
* | --- |
* | "Yes, Logout" |
*
* @param {Yeslogout1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
declare const yeslogout1: ((inputs?: Yeslogout1Inputs, options?: {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Yeslogout1Inputs, {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}, {}>;
