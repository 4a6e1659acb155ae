export { failedtofetchcohortsdot4 as "failedToFetchCohortsDot" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Failedtofetchcohortsdot4Inputs = {};
/**
* | output |
* | --- |
* | "Failed to fetch cohorts." |
*
* @param {Failedtofetchcohortsdot4Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
declare const failedtofetchcohortsdot4: ((inputs?: Failedtofetchcohortsdot4Inputs, options?: {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Failedtofetchcohortsdot4Inputs, {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}, {}>;
