export { deletecbtfailed2 as "deleteCbtFailed" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Deletecbtfailed2Inputs = {};
/**
* | output |
* | --- |
* | "Failed to delete cbt. Please try again." |
*
* @param {Deletecbtfailed2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
declare const deletecbtfailed2: ((inputs?: Deletecbtfailed2Inputs, options?: {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Deletecbtfailed2Inputs, {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}, {}>;
