export { certificatenotfound2 as "certificateNotFound" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Certificatenotfound2Inputs = {};
/**
* | output |
* | --- |
* | "Certificate not found" |
*
* @param {Certificatenotfound2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
declare const certificatenotfound2: ((inputs?: Certificatenotfound2Inputs, options?: {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Certificatenotfound2Inputs, {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}, {}>;
