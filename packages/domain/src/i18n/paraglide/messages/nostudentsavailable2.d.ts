export { nostudentsavailable2 as "noStudentsAvailable" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Nostudentsavailable2Inputs = {};
/**
* | output |
* | --- |
* | "No students available" |
*
* @param {Nostudentsavailable2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
declare const nostudentsavailable2: ((inputs?: Nostudentsavailable2Inputs, options?: {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Nostudentsavailable2Inputs, {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}, {}>;
