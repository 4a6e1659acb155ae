export { mailscorecontribution2 as "mailScoreContribution" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mailscorecontribution2Inputs = {
    itemName: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "Contribution: {itemName}" |
*
* @param {Mailscorecontribution2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
declare const mailscorecontribution2: ((inputs: Mailscorecontribution2Inputs, options?: {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mailscorecontribution2Inputs, {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}, {}>;
