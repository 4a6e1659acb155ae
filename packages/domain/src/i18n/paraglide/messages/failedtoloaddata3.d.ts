export { failedtoloaddata3 as "failedToLoadData" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Failedtoloaddata3Inputs = {};
/**
* | output |
* | --- |
* | "Failed to load data" |
*
* @param {Failedtoloaddata3Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
declare const failedtoloaddata3: ((inputs?: Failedtoloaddata3Inputs, options?: {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Failedtoloaddata3Inputs, {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}, {}>;
