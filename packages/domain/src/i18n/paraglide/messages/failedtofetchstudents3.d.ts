export { failedtofetchstudents3 as "failedToFetchStudents" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Failedtofetchstudents3Inputs = {};
/**
* | output |
* | --- |
* | "Failed to fetch students. Please try again." |
*
* @param {Failedtofetchstudents3Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
declare const failedtofetchstudents3: ((inputs?: Failedtofetchstudents3Inputs, options?: {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Failedtofetchstudents3Inputs, {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}, {}>;
