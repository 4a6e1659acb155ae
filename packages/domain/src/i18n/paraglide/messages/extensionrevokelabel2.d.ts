export { extensionrevokelabel2 as "extensionRevokeLabel" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Extensionrevokelabel2Inputs = {
    name: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "Revoke the extension of {name}" |
*
* @param {Extensionrevokelabel2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
declare const extensionrevokelabel2: ((inputs: Extensionrevokelabel2Inputs, options?: {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Extensionrevokelabel2Inputs, {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}, {}>;
