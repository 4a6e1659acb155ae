export { courselocked1 as "courseLocked" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Courselocked1Inputs = {
    courseName: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "{courseName} is locked! Complete prerequisites first." |
*
* @param {Courselocked1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
declare const courselocked1: ((inputs: Courselocked1Inputs, options?: {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Courselocked1Inputs, {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}, {}>;
