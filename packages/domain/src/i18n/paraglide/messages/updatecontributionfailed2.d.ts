export { updatecontributionfailed2 as "updateContributionFailed" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Updatecontributionfailed2Inputs = {};
/**
* | output |
* | --- |
* | "Failed to update contribution. Please try again." |
*
* @param {Updatecontributionfailed2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
declare const updatecontributionfailed2: ((inputs?: Updatecontributionfailed2Inputs, options?: {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Updatecontributionfailed2Inputs, {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}, {}>;
