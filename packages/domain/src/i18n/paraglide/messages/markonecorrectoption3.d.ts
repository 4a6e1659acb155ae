export { markonecorrectoption3 as "markOneCorrectOption" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Markonecorrectoption3Inputs = {};
/**
* | output |
* | --- |
* | "Mark exactly one option as correct" |
*
* @param {Markonecorrectoption3Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
declare const markonecorrectoption3: ((inputs?: Markonecorrectoption3Inputs, options?: {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Markonecorrectoption3Inputs, {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}, {}>;
