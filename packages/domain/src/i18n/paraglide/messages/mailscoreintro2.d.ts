export { mailscoreintro2 as "mailScoreIntro" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mailscoreintro2Inputs = {};
/**
* | output |
* | --- |
* | "A new score has been posted." |
*
* @param {Mailscoreintro2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
declare const mailscoreintro2: ((inputs?: Mailscoreintro2Inputs, options?: {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mailscoreintro2Inputs, {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}, {}>;
