export { choosestudenttoreadwork4 as "chooseStudentToReadWork" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Choosestudenttoreadwork4Inputs = {};
/**
* | output |
* | --- |
* | "Choose a student to read their work." |
*
* @param {Choosestudenttoreadwork4Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
declare const choosestudenttoreadwork4: ((inputs?: Choosestudenttoreadwork4Inputs, options?: {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Choosestudenttoreadwork4Inputs, {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}, {}>;
