export { updateliveclassfailed3 as "updateLiveClassFailed" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Updateliveclassfailed3Inputs = {};
/**
* | output |
* | --- |
* | "Failed to update live class. Please try again." |
*
* @param {Updateliveclassfailed3Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
declare const updateliveclassfailed3: ((inputs?: Updateliveclassfailed3Inputs, options?: {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Updateliveclassfailed3Inputs, {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}, {}>;
