export { performancesheetdownloaded2 as "performanceSheetDownloaded" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Performancesheetdownloaded2Inputs = {};
/**
* | output |
* | --- |
* | "Performance sheet downloaded successfully!" |
*
* @param {Performancesheetdownloaded2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
declare const performancesheetdownloaded2: ((inputs?: Performancesheetdownloaded2Inputs, options?: {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Performancesheetdownloaded2Inputs, {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}, {}>;
