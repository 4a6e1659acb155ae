export { scorefinalwarning2 as "scoreFinalWarning" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Scorefinalwarning2Inputs = {};
/**
* | output |
* | --- |
* | "Student score cannot be changed after submission!" |
*
* @param {Scorefinalwarning2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
declare const scorefinalwarning2: ((inputs?: Scorefinalwarning2Inputs, options?: {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Scorefinalwarning2Inputs, {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}, {}>;
