export { mailresetoutro2 as "mailResetOutro" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mailresetoutro2Inputs = {};
/**
* | output |
* | --- |
* | "The link is valid for 1 hour and can be used once. If you did not request a password reset, you can ignore this email; your password stays unchanged." |
*
* @param {Mailresetoutro2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
declare const mailresetoutro2: ((inputs?: Mailresetoutro2Inputs, options?: {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mailresetoutro2Inputs, {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}, {}>;
