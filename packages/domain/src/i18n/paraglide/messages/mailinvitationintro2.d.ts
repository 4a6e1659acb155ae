export { mailinvitationintro2 as "mailInvitationIntro" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mailinvitationintro2Inputs = {};
/**
* | output |
* | --- |
* | "An account has been created for you on the CLA Portal. Use this link to choose your password and sign in:" |
*
* @param {Mailinvitationintro2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
declare const mailinvitationintro2: ((inputs?: Mailinvitationintro2Inputs, options?: {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mailinvitationintro2Inputs, {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}, {}>;
