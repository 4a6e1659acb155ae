export { failedtofetchdashboardstats4 as "failedToFetchDashboardStats" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Failedtofetchdashboardstats4Inputs = {};
/**
* | output |
* | --- |
* | "Failed to fetch dashboard statistics" |
*
* @param {Failedtofetchdashboardstats4Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
declare const failedtofetchdashboardstats4: ((inputs?: Failedtofetchdashboardstats4Inputs, options?: {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Failedtofetchdashboardstats4Inputs, {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}, {}>;
