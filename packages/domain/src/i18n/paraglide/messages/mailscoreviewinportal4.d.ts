export { mailscoreviewinportal4 as "mailScoreViewInPortal" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mailscoreviewinportal4Inputs = {
    url: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "View it in the portal: {url}" |
*
* @param {Mailscoreviewinportal4Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
declare const mailscoreviewinportal4: ((inputs: Mailscoreviewinportal4Inputs, options?: {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mailscoreviewinportal4Inputs, {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}, {}>;
