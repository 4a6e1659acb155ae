export { mailresetintro2 as "mailResetIntro" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mailresetintro2Inputs = {};
/**
* | output |
* | --- |
* | "We received a request to reset the password of your CLA Portal account. Use this link to choose a new password:" |
*
* @param {Mailresetintro2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
declare const mailresetintro2: ((inputs?: Mailresetintro2Inputs, options?: {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mailresetintro2Inputs, {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}, {}>;
