export { navadminpeople2 as "navAdminPeople" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Navadminpeople2Inputs = {};
/**
* | output |
* | --- |
* | "People" |
*
* @param {Navadminpeople2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
declare const navadminpeople2: ((inputs?: Navadminpeople2Inputs, options?: {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Navadminpeople2Inputs, {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}, {}>;
