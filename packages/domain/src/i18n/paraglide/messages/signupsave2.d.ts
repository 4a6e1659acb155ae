export { signupsave2 as "signUpSave" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Signupsave2Inputs = {};
/**
* | output |
* | --- |
* | "Save Changes" |
*
* @param {Signupsave2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
declare const signupsave2: ((inputs?: Signupsave2Inputs, options?: {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Signupsave2Inputs, {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}, {}>;
