export { loadingannouncements1 as "loadingAnnouncements" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Loadingannouncements1Inputs = {};
/**
* | output |
* | --- |
* | "Loading announcements..." |
*
* @param {Loadingannouncements1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
declare const loadingannouncements1: ((inputs?: Loadingannouncements1Inputs, options?: {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Loadingannouncements1Inputs, {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}, {}>;
