export { extensionrevokequestion2 as "extensionRevokeQuestion" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Extensionrevokequestion2Inputs = {
    name: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "Revoke the extension of {name}?" |
*
* @param {Extensionrevokequestion2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
declare const extensionrevokequestion2: ((inputs: Extensionrevokequestion2Inputs, options?: {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Extensionrevokequestion2Inputs, {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}, {}>;
