export { liveclassupdated2 as "liveClassUpdated" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Liveclassupdated2Inputs = {};
/**
* | output |
* | --- |
* | "Live class updated successfully!" |
*
* @param {Liveclassupdated2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
declare const liveclassupdated2: ((inputs?: Liveclassupdated2Inputs, options?: {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Liveclassupdated2Inputs, {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}, {}>;
