export { navlabel1 as "navLabel" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Navlabel1Inputs = {};
/**
* | output |
* | --- |
* | "Portal" |
*
* @param {Navlabel1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
declare const navlabel1: ((inputs?: Navlabel1Inputs, options?: {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Navlabel1Inputs, {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}, {}>;
