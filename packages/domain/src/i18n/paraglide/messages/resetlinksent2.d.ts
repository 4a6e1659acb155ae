export { resetlinksent2 as "resetLinkSent" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Resetlinksent2Inputs = {};
/**
* | output |
* | --- |
* | "Reset link has been sent to your email!" |
*
* @param {Resetlinksent2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
declare const resetlinksent2: ((inputs?: Resetlinksent2Inputs, options?: {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Resetlinksent2Inputs, {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}, {}>;
