export { navdashboard1 as "navDashboard" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Navdashboard1Inputs = {};
/**
* | output |
* | --- |
* | "Dashboard" |
*
* @param {Navdashboard1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
declare const navdashboard1: ((inputs?: Navdashboard1Inputs, options?: {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Navdashboard1Inputs, {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}, {}>;
