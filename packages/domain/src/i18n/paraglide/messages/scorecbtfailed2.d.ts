export { scorecbtfailed2 as "scoreCbtFailed" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Scorecbtfailed2Inputs = {};
/**
* | output |
* | --- |
* | "Failed to score cbt. Please try again." |
*
* @param {Scorecbtfailed2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
declare const scorecbtfailed2: ((inputs?: Scorecbtfailed2Inputs, options?: {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Scorecbtfailed2Inputs, {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}, {}>;
