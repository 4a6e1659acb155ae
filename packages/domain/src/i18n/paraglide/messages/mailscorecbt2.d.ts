export { mailscorecbt2 as "mailScoreCbt" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mailscorecbt2Inputs = {
    itemName: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "CBT: {itemName}" |
*
* @param {Mailscorecbt2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
declare const mailscorecbt2: ((inputs: Mailscorecbt2Inputs, options?: {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mailscorecbt2Inputs, {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}, {}>;
