export { framerolesstudent2 as "frameRolesStudent" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Framerolesstudent2Inputs = {};
/**
* | output |
* | --- |
* | "Student" |
*
* @param {Framerolesstudent2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
declare const framerolesstudent2: ((inputs?: Framerolesstudent2Inputs, options?: {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Framerolesstudent2Inputs, {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}, {}>;
