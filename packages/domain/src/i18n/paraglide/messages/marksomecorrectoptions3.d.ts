export { marksomecorrectoptions3 as "markSomeCorrectOptions" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Marksomecorrectoptions3Inputs = {};
/**
* | output |
* | --- |
* | "Mark one or more options as correct" |
*
* @param {Marksomecorrectoptions3Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
declare const marksomecorrectoptions3: ((inputs?: Marksomecorrectoptions3Inputs, options?: {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Marksomecorrectoptions3Inputs, {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}, {}>;
