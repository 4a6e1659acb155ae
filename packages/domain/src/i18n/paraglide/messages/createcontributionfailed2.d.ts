export { createcontributionfailed2 as "createContributionFailed" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Createcontributionfailed2Inputs = {};
/**
* | output |
* | --- |
* | "Failed to create contribution. Please try again." |
*
* @param {Createcontributionfailed2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
declare const createcontributionfailed2: ((inputs?: Createcontributionfailed2Inputs, options?: {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Createcontributionfailed2Inputs, {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}, {}>;
