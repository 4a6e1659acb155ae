export { signupsaving2 as "signUpSaving" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Signupsaving2Inputs = {};
/**
* | output |
* | --- |
* | "Saving Changes..." |
*
* @param {Signupsaving2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
declare const signupsaving2: ((inputs?: Signupsaving2Inputs, options?: {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Signupsaving2Inputs, {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}, {}>;
