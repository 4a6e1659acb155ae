export { noworkhandedin3 as "noWorkHandedIn" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Noworkhandedin3Inputs = {};
/**
* | output |
* | --- |
* | "Nothing handed in yet." |
*
* @param {Noworkhandedin3Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
declare const noworkhandedin3: ((inputs?: Noworkhandedin3Inputs, options?: {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Noworkhandedin3Inputs, {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}, {}>;
