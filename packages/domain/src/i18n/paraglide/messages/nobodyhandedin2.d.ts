export { nobodyhandedin2 as "nobodyHandedIn" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Nobodyhandedin2Inputs = {};
/**
* | output |
* | --- |
* | "Nobody has handed in work yet." |
*
* @param {Nobodyhandedin2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
declare const nobodyhandedin2: ((inputs?: Nobodyhandedin2Inputs, options?: {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Nobodyhandedin2Inputs, {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}, {}>;
