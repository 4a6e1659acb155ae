export { confirmlogout1 as "confirmLogout" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Confirmlogout1Inputs = {};
/**
* | output |
* | --- |
* | "Are you sure you want to logout?" |
*
* @param {Confirmlogout1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
declare const confirmlogout1: ((inputs?: Confirmlogout1Inputs, options?: {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Confirmlogout1Inputs, {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}, {}>;
