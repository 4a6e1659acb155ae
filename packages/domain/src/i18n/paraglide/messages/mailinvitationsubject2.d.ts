export { mailinvitationsubject2 as "mailInvitationSubject" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mailinvitationsubject2Inputs = {};
/**
* | output |
* | --- |
* | "Your CLA Portal account" |
*
* @param {Mailinvitationsubject2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
declare const mailinvitationsubject2: ((inputs?: Mailinvitationsubject2Inputs, options?: {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mailinvitationsubject2Inputs, {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}, {}>;
