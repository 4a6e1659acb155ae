export { userrolenotfound3 as "userRoleNotFound" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Userrolenotfound3Inputs = {};
/**
* | output |
* | --- |
* | "User role not found. Please login again." |
*
* @param {Userrolenotfound3Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
declare const userrolenotfound3: ((inputs?: Userrolenotfound3Inputs, options?: {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Userrolenotfound3Inputs, {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}, {}>;
