export { extensionrevoked1 as "extensionRevoked" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Extensionrevoked1Inputs = {};
/**
* | output |
* | --- |
* | "Extension revoked successfully" |
*
* @param {Extensionrevoked1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
declare const extensionrevoked1: ((inputs?: Extensionrevoked1Inputs, options?: {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Extensionrevoked1Inputs, {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}, {}>;
