export { scheduleliveclassfailed3 as "scheduleLiveClassFailed" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Scheduleliveclassfailed3Inputs = {};
/**
* | output |
* | --- |
* | "Failed to schedule live class. Please try again." |
*
* @param {Scheduleliveclassfailed3Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
declare const scheduleliveclassfailed3: ((inputs?: Scheduleliveclassfailed3Inputs, options?: {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Scheduleliveclassfailed3Inputs, {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}, {}>;
