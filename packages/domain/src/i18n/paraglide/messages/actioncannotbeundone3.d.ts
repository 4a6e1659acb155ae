export { actioncannotbeundone3 as "actionCannotBeUndone" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Actioncannotbeundone3Inputs = {};
/**
* | output |
* | --- |
* | "This action cannot be undone." |
*
* @param {Actioncannotbeundone3Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
declare const actioncannotbeundone3: ((inputs?: Actioncannotbeundone3Inputs, options?: {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Actioncannotbeundone3Inputs, {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}, {}>;
