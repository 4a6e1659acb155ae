export { nocoursedescription2 as "noCourseDescription" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Nocoursedescription2Inputs = {};
/**
* | output |
* | --- |
* | "No description available for this course." |
*
* @param {Nocoursedescription2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
declare const nocoursedescription2: ((inputs?: Nocoursedescription2Inputs, options?: {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Nocoursedescription2Inputs, {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}, {}>;
