export { navprofile1 as "navProfile" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Navprofile1Inputs = {};
/**
* | output |
* | --- |
* | "Profile" |
*
* @param {Navprofile1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
declare const navprofile1: ((inputs?: Navprofile1Inputs, options?: {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Navprofile1Inputs, {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}, {}>;
