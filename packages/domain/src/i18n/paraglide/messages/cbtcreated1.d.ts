export { cbtcreated1 as "cbtCreated" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Cbtcreated1Inputs = {};
/**
* | output |
* | --- |
* | "Cbt created successfully!" |
*
* @param {Cbtcreated1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
declare const cbtcreated1: ((inputs?: Cbtcreated1Inputs, options?: {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cbtcreated1Inputs, {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}, {}>;
