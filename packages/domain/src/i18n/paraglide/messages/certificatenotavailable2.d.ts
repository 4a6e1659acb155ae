export { certificatenotavailable2 as "certificateNotAvailable" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Certificatenotavailable2Inputs = {};
/**
* | output |
* | --- |
* | "Your certificate will be available once every course of your cohort has ended." |
*
* @param {Certificatenotavailable2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
declare const certificatenotavailable2: ((inputs?: Certificatenotavailable2Inputs, options?: {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Certificatenotavailable2Inputs, {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}, {}>;
