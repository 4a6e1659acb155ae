export { sendresetlinkfailed3 as "sendResetLinkFailed" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Sendresetlinkfailed3Inputs = {};
/**
* | output |
* | --- |
* | "Failed to send reset link. Please try again." |
*
* @param {Sendresetlinkfailed3Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
declare const sendresetlinkfailed3: ((inputs?: Sendresetlinkfailed3Inputs, options?: {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Sendresetlinkfailed3Inputs, {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}, {}>;
