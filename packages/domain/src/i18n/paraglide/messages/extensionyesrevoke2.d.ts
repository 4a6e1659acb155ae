export { extensionyesrevoke2 as "extensionYesRevoke" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Extensionyesrevoke2Inputs = {};
/**
* | output |
* | --- |
* | "Yes, Revoke" |
*
* @param {Extensionyesrevoke2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
declare const extensionyesrevoke2: ((inputs?: Extensionyesrevoke2Inputs, options?: {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Extensionyesrevoke2Inputs, {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}, {}>;
