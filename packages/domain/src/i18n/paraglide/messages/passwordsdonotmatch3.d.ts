export { passwordsdonotmatch3 as "passwordsDoNotMatch" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Passwordsdonotmatch3Inputs = {};
/**
* | output |
* | --- |
* | "Passwords do not match" |
*
* @param {Passwordsdonotmatch3Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
declare const passwordsdonotmatch3: ((inputs?: Passwordsdonotmatch3Inputs, options?: {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Passwordsdonotmatch3Inputs, {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}, {}>;
