export { liveclassscheduled2 as "liveClassScheduled" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Liveclassscheduled2Inputs = {};
/**
* | output |
* | --- |
* | "Live class scheduled successfully!" |
*
* @param {Liveclassscheduled2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
declare const liveclassscheduled2: ((inputs?: Liveclassscheduled2Inputs, options?: {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Liveclassscheduled2Inputs, {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}, {}>;
