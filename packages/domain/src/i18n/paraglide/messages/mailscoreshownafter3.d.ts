export { mailscoreshownafter3 as "mailScoreShownAfter" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mailscoreshownafter3Inputs = {
    date: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "shown in the portal once the test has closed for everyone, after {date}" |
*
* @param {Mailscoreshownafter3Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
declare const mailscoreshownafter3: ((inputs: Mailscoreshownafter3Inputs, options?: {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mailscoreshownafter3Inputs, {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}, {}>;
