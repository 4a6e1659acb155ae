export { extensionsintro1 as "extensionsIntro" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Extensionsintro1Inputs = {};
/**
* | output |
* | --- |
* | "Give some students a later due date for this item, with the reason. Their lists, hand-ins and tests follow it." |
*
* @param {Extensionsintro1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
declare const extensionsintro1: ((inputs?: Extensionsintro1Inputs, options?: {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Extensionsintro1Inputs, {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}, {}>;
