export { mailscoresubject2 as "mailScoreSubject" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mailscoresubject2Inputs = {
    itemName: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "New score posted: {itemName}" |
*
* @param {Mailscoresubject2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
declare const mailscoresubject2: ((inputs: Mailscoresubject2Inputs, options?: {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mailscoresubject2Inputs, {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}, {}>;
