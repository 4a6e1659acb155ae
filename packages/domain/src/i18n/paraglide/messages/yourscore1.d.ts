export { yourscore1 as "yourScore" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Yourscore1Inputs = {
    score: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "Your Score: {score}%" |
*
* @param {Yourscore1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
declare const yourscore1: ((inputs: Yourscore1Inputs, options?: {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Yourscore1Inputs, {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}, {}>;
