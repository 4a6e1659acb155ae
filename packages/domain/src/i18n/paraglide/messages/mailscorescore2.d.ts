export { mailscorescore2 as "mailScoreScore" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mailscorescore2Inputs = {
    score: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "Score: {score}" |
*
* @param {Mailscorescore2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
declare const mailscorescore2: ((inputs: Mailscorescore2Inputs, options?: {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mailscorescore2Inputs, {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}, {}>;
