export { deletecontributionfailed2 as "deleteContributionFailed" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Deletecontributionfailed2Inputs = {};
/**
* | output |
* | --- |
* | "Failed to delete contribution. Please try again." |
*
* @param {Deletecontributionfailed2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
declare const deletecontributionfailed2: ((inputs?: Deletecontributionfailed2Inputs, options?: {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Deletecontributionfailed2Inputs, {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}, {}>;
