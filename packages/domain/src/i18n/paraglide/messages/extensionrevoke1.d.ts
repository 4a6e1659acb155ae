export { extensionrevoke1 as "extensionRevoke" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Extensionrevoke1Inputs = {};
/**
* | output |
* | --- |
* | "Revoke" |
*
* @param {Extensionrevoke1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
declare const extensionrevoke1: ((inputs?: Extensionrevoke1Inputs, options?: {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Extensionrevoke1Inputs, {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}, {}>;
