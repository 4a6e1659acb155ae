export { failedtofetchcbts3 as "failedToFetchCbts" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Failedtofetchcbts3Inputs = {};
/**
* | output |
* | --- |
* | "Failed to fetch cbts." |
*
* @param {Failedtofetchcbts3Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
declare const failedtofetchcbts3: ((inputs?: Failedtofetchcbts3Inputs, options?: {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Failedtofetchcbts3Inputs, {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}, {}>;
