export { navopenmenu2 as "navOpenMenu" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Navopenmenu2Inputs = {};
/**
* | output |
* | --- |
* | "Open menu" |
*
* @param {Navopenmenu2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
declare const navopenmenu2: ((inputs?: Navopenmenu2Inputs, options?: {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Navopenmenu2Inputs, {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}, {}>;
