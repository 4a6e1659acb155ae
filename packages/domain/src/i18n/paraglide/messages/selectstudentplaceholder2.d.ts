export { selectstudentplaceholder2 as "selectStudentPlaceholder" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Selectstudentplaceholder2Inputs = {};
/**
* | output |
* | --- |
* | "Select a student" |
*
* @param {Selectstudentplaceholder2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
declare const selectstudentplaceholder2: ((inputs?: Selectstudentplaceholder2Inputs, options?: {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Selectstudentplaceholder2Inputs, {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}, {}>;
