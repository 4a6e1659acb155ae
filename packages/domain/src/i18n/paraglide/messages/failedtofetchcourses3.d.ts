export { failedtofetchcourses3 as "failedToFetchCourses" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Failedtofetchcourses3Inputs = {};
/**
* | output |
* | --- |
* | "Failed to fetch courses. Please try again." |
*
* @param {Failedtofetchcourses3Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
declare const failedtofetchcourses3: ((inputs?: Failedtofetchcourses3Inputs, options?: {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Failedtofetchcourses3Inputs, {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}, {}>;
