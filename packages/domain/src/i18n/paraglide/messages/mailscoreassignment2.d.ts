export { mailscoreassignment2 as "mailScoreAssignment" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mailscoreassignment2Inputs = {
    itemName: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "Assignment: {itemName}" |
*
* @param {Mailscoreassignment2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
declare const mailscoreassignment2: ((inputs: Mailscoreassignment2Inputs, options?: {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mailscoreassignment2Inputs, {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}, {}>;
