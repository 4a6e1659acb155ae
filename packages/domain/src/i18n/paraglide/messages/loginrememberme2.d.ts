export { loginrememberme2 as "loginRememberMe" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Loginrememberme2Inputs = {};
/**
* | output |
* | --- |
* | "Remember me" |
*
* @param {Loginrememberme2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
declare const loginrememberme2: ((inputs?: Loginrememberme2Inputs, options?: {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Loginrememberme2Inputs, {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}, {}>;
