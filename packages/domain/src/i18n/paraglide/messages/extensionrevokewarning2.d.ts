export { extensionrevokewarning2 as "extensionRevokeWarning" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Extensionrevokewarning2Inputs = {};
/**
* | output |
* | --- |
* | "The item's own due date applies to them again." |
*
* @param {Extensionrevokewarning2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
declare const extensionrevokewarning2: ((inputs?: Extensionrevokewarning2Inputs, options?: {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Extensionrevokewarning2Inputs, {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}, {}>;
