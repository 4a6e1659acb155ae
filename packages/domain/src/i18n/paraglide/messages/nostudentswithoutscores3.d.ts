export { nostudentswithoutscores3 as "noStudentsWithoutScores" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Nostudentswithoutscores3Inputs = {};
/**
* | output |
* | --- |
* | "No students found without scores." |
*
* @param {Nostudentswithoutscores3Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
declare const nostudentswithoutscores3: ((inputs?: Nostudentswithoutscores3Inputs, options?: {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Nostudentswithoutscores3Inputs, {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}, {}>;
