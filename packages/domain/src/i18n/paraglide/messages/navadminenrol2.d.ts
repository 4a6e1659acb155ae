export { navadminenrol2 as "navAdminEnrol" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Navadminenrol2Inputs = {};
/**
* | output |
* | --- |
* | "Enrol from CSV" |
*
* @param {Navadminenrol2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
declare const navadminenrol2: ((inputs?: Navadminenrol2Inputs, options?: {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Navadminenrol2Inputs, {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}, {}>;
