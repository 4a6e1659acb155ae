export { nopastclasses2 as "noPastClasses" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Nopastclasses2Inputs = {};
/**
* | output |
* | --- |
* | "No past classes found." |
*
* @param {Nopastclasses2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
declare const nopastclasses2: ((inputs?: Nopastclasses2Inputs, options?: {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Nopastclasses2Inputs, {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}, {}>;
