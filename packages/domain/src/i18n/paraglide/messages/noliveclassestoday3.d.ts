export { noliveclassestoday3 as "noLiveClassesToday" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Noliveclassestoday3Inputs = {};
/**
* | output |
* | --- |
* | "No live classes scheduled for today." |
*
* @param {Noliveclassestoday3Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
declare const noliveclassestoday3: ((inputs?: Noliveclassestoday3Inputs, options?: {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Noliveclassestoday3Inputs, {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}, {}>;
