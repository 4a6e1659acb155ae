export { extensionrevokefailed2 as "extensionRevokeFailed" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Extensionrevokefailed2Inputs = {};
/**
* | output |
* | --- |
* | "Failed to revoke the extension. Please try again." |
*
* @param {Extensionrevokefailed2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
declare const extensionrevokefailed2: ((inputs?: Extensionrevokefailed2Inputs, options?: {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Extensionrevokefailed2Inputs, {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}, {}>;
