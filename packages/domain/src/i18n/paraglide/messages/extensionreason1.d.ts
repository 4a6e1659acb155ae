export { extensionreason1 as "extensionReason" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Extensionreason1Inputs = {};
/**
* | output |
* | --- |
* | "Reason" |
*
* @param {Extensionreason1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
declare const extensionreason1: ((inputs?: Extensionreason1Inputs, options?: {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Extensionreason1Inputs, {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}, {}>;
