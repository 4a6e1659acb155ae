export { mailresetsubject2 as "mailResetSubject" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mailresetsubject2Inputs = {};
/**
* | output |
* | --- |
* | "Reset your password" |
*
* @param {Mailresetsubject2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
declare const mailresetsubject2: ((inputs?: Mailresetsubject2Inputs, options?: {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mailresetsubject2Inputs, {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}, {}>;
