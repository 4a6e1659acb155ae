export { failedtofetchcohortstryagain5 as "failedToFetchCohortsTryAgain" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Failedtofetchcohortstryagain5Inputs = {};
/**
* | output |
* | --- |
* | "Failed to fetch cohorts. Please try again." |
*
* @param {Failedtofetchcohortstryagain5Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
declare const failedtofetchcohortstryagain5: ((inputs?: Failedtofetchcohortstryagain5Inputs, options?: {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Failedtofetchcohortstryagain5Inputs, {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}, {}>;
