export { navmenu1 as "navMenu" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Navmenu1Inputs = {};
/**
* | output |
* | --- |
* | "Menu" |
*
* @param {Navmenu1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
declare const navmenu1: ((inputs?: Navmenu1Inputs, options?: {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Navmenu1Inputs, {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}, {}>;
