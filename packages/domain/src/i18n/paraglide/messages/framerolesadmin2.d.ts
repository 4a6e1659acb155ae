export { framerolesadmin2 as "frameRolesAdmin" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Framerolesadmin2Inputs = {};
/**
* | output |
* | --- |
* | "Admin" |
*
* @param {Framerolesadmin2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
declare const framerolesadmin2: ((inputs?: Framerolesadmin2Inputs, options?: {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Framerolesadmin2Inputs, {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}, {}>;
