export { signupselectrole3 as "signUpSelectRole" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Signupselectrole3Inputs = {};
/**
* | output |
* | --- |
* | "Select a role" |
*
* @param {Signupselectrole3Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
declare const signupselectrole3: ((inputs?: Signupselectrole3Inputs, options?: {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Signupselectrole3Inputs, {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}, {}>;
