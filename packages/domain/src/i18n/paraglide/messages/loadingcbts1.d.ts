export { loadingcbts1 as "loadingCbts" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Loadingcbts1Inputs = {};
/**
* | output |
* | --- |
* | "Loading cbts..." |
*
* @param {Loadingcbts1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
declare const loadingcbts1: ((inputs?: Loadingcbts1Inputs, options?: {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Loadingcbts1Inputs, {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}, {}>;
