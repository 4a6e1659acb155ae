export { noresponse1 as "noResponse" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Noresponse1Inputs = {};
/**
* | output |
* | --- |
* | "No response from server. Please check your internet connection." |
*
* @param {Noresponse1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
declare const noresponse1: ((inputs?: Noresponse1Inputs, options?: {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Noresponse1Inputs, {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}, {}>;
