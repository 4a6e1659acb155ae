export { courseupdated1 as "courseUpdated" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Courseupdated1Inputs = {};
/**
* | output |
* | --- |
* | "Course updated successfully!" |
*
* @param {Courseupdated1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
declare const courseupdated1: ((inputs?: Courseupdated1Inputs, options?: {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Courseupdated1Inputs, {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}, {}>;
