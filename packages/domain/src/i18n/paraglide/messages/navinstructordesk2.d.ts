export { navinstructordesk2 as "navInstructorDesk" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Navinstructordesk2Inputs = {};
/**
* | output |
* | --- |
* | "Instructor Desk" |
*
* @param {Navinstructordesk2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
declare const navinstructordesk2: ((inputs?: Navinstructordesk2Inputs, options?: {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Navinstructordesk2Inputs, {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}, {}>;
