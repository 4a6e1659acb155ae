export { mailscorecourse2 as "mailScoreCourse" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mailscorecourse2Inputs = {
    courseName: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "Course: {courseName}" |
*
* @param {Mailscorecourse2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
declare const mailscorecourse2: ((inputs: Mailscorecourse2Inputs, options?: {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mailscorecourse2Inputs, {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}, {}>;
