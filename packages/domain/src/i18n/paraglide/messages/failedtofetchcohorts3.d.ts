export { failedtofetchcohorts3 as "failedToFetchCohorts" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Failedtofetchcohorts3Inputs = {};
/**
* | output |
* | --- |
* | "Failed to fetch cohorts" |
*
* @param {Failedtofetchcohorts3Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
declare const failedtofetchcohorts3: ((inputs?: Failedtofetchcohorts3Inputs, options?: {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Failedtofetchcohorts3Inputs, {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}, {}>;
