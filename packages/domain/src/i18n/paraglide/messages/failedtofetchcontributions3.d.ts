export { failedtofetchcontributions3 as "failedToFetchContributions" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Failedtofetchcontributions3Inputs = {};
/**
* | output |
* | --- |
* | "Failed to fetch contributions. Please try again." |
*
* @param {Failedtofetchcontributions3Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
declare const failedtofetchcontributions3: ((inputs?: Failedtofetchcontributions3Inputs, options?: {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Failedtofetchcontributions3Inputs, {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}, {}>;
