export { failedtofetchcoursestrylater5 as "failedToFetchCoursesTryLater" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Failedtofetchcoursestrylater5Inputs = {};
/**
* | output |
* | --- |
* | "Failed to fetch courses. Please try again later." |
*
* @param {Failedtofetchcoursestrylater5Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
declare const failedtofetchcoursestrylater5: ((inputs?: Failedtofetchcoursestrylater5Inputs, options?: {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Failedtofetchcoursestrylater5Inputs, {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}, {}>;
