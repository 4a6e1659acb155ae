export { navadminactivity2 as "navAdminActivity" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Navadminactivity2Inputs = {};
/**
* | output |
* | --- |
* | "Activity Log" |
*
* @param {Navadminactivity2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
declare const navadminactivity2: ((inputs?: Navadminactivity2Inputs, options?: {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Navadminactivity2Inputs, {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}, {}>;
