export { failedtofetchstudentworks4 as "failedToFetchStudentWorks" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Failedtofetchstudentworks4Inputs = {};
/**
* | output |
* | --- |
* | "Failed to fetch the work handed in. Please try again." |
*
* @param {Failedtofetchstudentworks4Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
declare const failedtofetchstudentworks4: ((inputs?: Failedtofetchstudentworks4Inputs, options?: {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Failedtofetchstudentworks4Inputs, {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}, {}>;
