export { usercreated1 as "userCreated" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Usercreated1Inputs = {};
/**
* | output |
* | --- |
* | "User created successfully" |
*
* @param {Usercreated1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
declare const usercreated1: ((inputs?: Usercreated1Inputs, options?: {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Usercreated1Inputs, {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}, {}>;
