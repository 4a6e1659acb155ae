export { accountcreated1 as "accountCreated" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Accountcreated1Inputs = {};
/**
* | output |
* | --- |
* | "Account created successfully!" |
*
* @param {Accountcreated1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
declare const accountcreated1: ((inputs?: Accountcreated1Inputs, options?: {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Accountcreated1Inputs, {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}, {}>;
