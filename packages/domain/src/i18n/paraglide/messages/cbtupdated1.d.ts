export { cbtupdated1 as "cbtUpdated" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Cbtupdated1Inputs = {};
/**
* | output |
* | --- |
* | "Cbt updated successfully!" |
*
* @param {Cbtupdated1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
declare const cbtupdated1: ((inputs?: Cbtupdated1Inputs, options?: {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cbtupdated1Inputs, {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}, {}>;
