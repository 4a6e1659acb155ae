export { navevents1 as "navEvents" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Navevents1Inputs = {};
/**
* | output |
* | --- |
* | "Events" |
*
* @param {Navevents1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
declare const navevents1: ((inputs?: Navevents1Inputs, options?: {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Navevents1Inputs, {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}, {}>;
