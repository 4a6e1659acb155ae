export { portalwelcome1 as "portalWelcome" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Portalwelcome1Inputs = {};
/**
* | output |
* | --- |
* | "select an option from the menu to get started" |
*
* @param {Portalwelcome1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
declare const portalwelcome1: ((inputs?: Portalwelcome1Inputs, options?: {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Portalwelcome1Inputs, {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}, {}>;
