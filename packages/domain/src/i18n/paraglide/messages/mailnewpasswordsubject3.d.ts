export { mailnewpasswordsubject3 as "mailNewPasswordSubject" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mailnewpasswordsubject3Inputs = {};
/**
* | output |
* | --- |
* | "Choose a new password" |
*
* @param {Mailnewpasswordsubject3Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
declare const mailnewpasswordsubject3: ((inputs?: Mailnewpasswordsubject3Inputs, options?: {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mailnewpasswordsubject3Inputs, {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}, {}>;
