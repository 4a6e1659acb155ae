export { facultymembernotfound3 as "facultyMemberNotFound" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Facultymembernotfound3Inputs = {};
/**
* | output |
* | --- |
* | "faculty member not found" |
*
* @param {Facultymembernotfound3Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
declare const facultymembernotfound3: ((inputs?: Facultymembernotfound3Inputs, options?: {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Facultymembernotfound3Inputs, {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}, {}>;
