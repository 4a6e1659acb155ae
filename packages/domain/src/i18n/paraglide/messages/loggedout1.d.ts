export { loggedout1 as "loggedOut" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Loggedout1Inputs = {};
/**
* | output |
* | --- |
* | "Logged out successfully!" |
*
* @param {Loggedout1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
declare const loggedout1: ((inputs?: Loggedout1Inputs, options?: {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Loggedout1Inputs, {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}, {}>;
