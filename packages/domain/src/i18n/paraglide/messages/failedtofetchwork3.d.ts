export { failedtofetchwork3 as "failedToFetchWork" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Failedtofetchwork3Inputs = {};
/**
* | output |
* | --- |
* | "Failed to fetch your work. Please try again." |
*
* @param {Failedtofetchwork3Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
declare const failedtofetchwork3: ((inputs?: Failedtofetchwork3Inputs, options?: {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Failedtofetchwork3Inputs, {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}, {}>;
