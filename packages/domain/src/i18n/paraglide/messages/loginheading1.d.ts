export { loginheading1 as "loginHeading" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Loginheading1Inputs = {};
/**
* | output |
* | --- |
* | "Login" |
*
* @param {Loginheading1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
declare const loginheading1: ((inputs?: Loginheading1Inputs, options?: {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Loginheading1Inputs, {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}, {}>;
