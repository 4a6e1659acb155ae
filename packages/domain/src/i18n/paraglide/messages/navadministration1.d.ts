export { navadministration1 as "navAdministration" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Navadministration1Inputs = {};
/**
* | output |
* | --- |
* | "Administration" |
*
* @param {Navadministration1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
declare const navadministration1: ((inputs?: Navadministration1Inputs, options?: {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Navadministration1Inputs, {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}, {}>;
