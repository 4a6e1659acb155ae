export { updatecbtfailed2 as "updateCbtFailed" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Updatecbtfailed2Inputs = {};
/**
* | output |
* | --- |
* | "Failed to update cbt. Please try again." |
*
* @param {Updatecbtfailed2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
declare const updatecbtfailed2: ((inputs?: Updatecbtfailed2Inputs, options?: {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Updatecbtfailed2Inputs, {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}, {}>;
