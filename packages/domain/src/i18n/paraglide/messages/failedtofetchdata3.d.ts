export { failedtofetchdata3 as "failedToFetchData" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Failedtofetchdata3Inputs = {};
/**
* | output |
* | --- |
* | "Failed to fetch data" |
*
* @param {Failedtofetchdata3Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
declare const failedtofetchdata3: ((inputs?: Failedtofetchdata3Inputs, options?: {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Failedtofetchdata3Inputs, {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}, {}>;
