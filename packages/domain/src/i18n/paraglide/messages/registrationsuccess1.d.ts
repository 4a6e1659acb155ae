export { registrationsuccess1 as "registrationSuccess" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Registrationsuccess1Inputs = {};
/**
* | output |
* | --- |
* | "Registration successful! Please login to continue." |
*
* @param {Registrationsuccess1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
declare const registrationsuccess1: ((inputs?: Registrationsuccess1Inputs, options?: {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Registrationsuccess1Inputs, {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}, {}>;
