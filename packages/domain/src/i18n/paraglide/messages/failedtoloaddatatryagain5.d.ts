export { failedtoloaddatatryagain5 as "failedToLoadDataTryAgain" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Failedtoloaddatatryagain5Inputs = {};
/**
* | output |
* | --- |
* | "Failed to load data. Please try again." |
*
* @param {Failedtoloaddatatryagain5Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
declare const failedtoloaddatatryagain5: ((inputs?: Failedtoloaddatatryagain5Inputs, options?: {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Failedtoloaddatatryagain5Inputs, {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}, {}>;
