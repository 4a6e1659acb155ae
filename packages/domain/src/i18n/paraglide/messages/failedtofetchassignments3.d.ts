export { failedtofetchassignments3 as "failedToFetchAssignments" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Failedtofetchassignments3Inputs = {};
/**
* | output |
* | --- |
* | "Failed to fetch assignments. Please try again." |
*
* @param {Failedtofetchassignments3Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
declare const failedtofetchassignments3: ((inputs?: Failedtofetchassignments3Inputs, options?: {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Failedtofetchassignments3Inputs, {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}, {}>;
