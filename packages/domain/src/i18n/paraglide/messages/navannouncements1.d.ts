export { navannouncements1 as "navAnnouncements" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Navannouncements1Inputs = {};
/**
* | output |
* | --- |
* | "Announcements" |
*
* @param {Navannouncements1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
declare const navannouncements1: ((inputs?: Navannouncements1Inputs, options?: {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Navannouncements1Inputs, {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}, {}>;
