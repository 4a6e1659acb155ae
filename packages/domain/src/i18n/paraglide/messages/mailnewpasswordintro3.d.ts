export { mailnewpasswordintro3 as "mailNewPasswordIntro" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mailnewpasswordintro3Inputs = {};
/**
* | output |
* | --- |
* | "The academy has sent you a link to choose a new password for your CLA Portal account:" |
*
* @param {Mailnewpasswordintro3Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
declare const mailnewpasswordintro3: ((inputs?: Mailnewpasswordintro3Inputs, options?: {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mailnewpasswordintro3Inputs, {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}, {}>;
