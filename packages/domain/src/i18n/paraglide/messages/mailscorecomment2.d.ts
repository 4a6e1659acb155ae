export { mailscorecomment2 as "mailScoreComment" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mailscorecomment2Inputs = {};
/**
* | output |
* | --- |
* | "Comment from your facilitator:" |
*
* @param {Mailscorecomment2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
declare const mailscorecomment2: ((inputs?: Mailscorecomment2Inputs, options?: {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mailscorecomment2Inputs, {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}, {}>;
