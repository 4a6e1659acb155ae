export { scorecontributionfailed2 as "scoreContributionFailed" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Scorecontributionfailed2Inputs = {};
/**
* | output |
* | --- |
* | "Failed to score contribution. Please try again." |
*
* @param {Scorecontributionfailed2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
declare const scorecontributionfailed2: ((inputs?: Scorecontributionfailed2Inputs, options?: {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Scorecontributionfailed2Inputs, {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}, {}>;
