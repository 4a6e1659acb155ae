export { workscoredlocked2 as "workScoredLocked" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Workscoredlocked2Inputs = {};
/**
* | output |
* | --- |
* | "Scored — your work can no longer be changed" |
*
* @param {Workscoredlocked2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
declare const workscoredlocked2: ((inputs?: Workscoredlocked2Inputs, options?: {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Workscoredlocked2Inputs, {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}, {}>;
