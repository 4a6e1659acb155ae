export { somethingwentwrong2 as "somethingWentWrong" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Somethingwentwrong2Inputs = {};
/**
* | output |
* | --- |
* | "Something went wrong. Please try again." |
*
* @param {Somethingwentwrong2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
declare const somethingwentwrong2: ((inputs?: Somethingwentwrong2Inputs, options?: {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Somethingwentwrong2Inputs, {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}, {}>;
