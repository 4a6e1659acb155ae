export { workhandedinsuccess3 as "workHandedInSuccess" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Workhandedinsuccess3Inputs = {};
/**
* | output |
* | --- |
* | "Work handed in successfully!" |
*
* @param {Workhandedinsuccess3Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
declare const workhandedinsuccess3: ((inputs?: Workhandedinsuccess3Inputs, options?: {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Workhandedinsuccess3Inputs, {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}, {}>;
