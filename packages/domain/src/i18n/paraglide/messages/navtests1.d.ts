export { navtests1 as "navTests" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Navtests1Inputs = {};
/**
* | output |
* | --- |
* | "Tests" |
*
* @param {Navtests1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
declare const navtests1: ((inputs?: Navtests1Inputs, options?: {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Navtests1Inputs, {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}, {}>;
