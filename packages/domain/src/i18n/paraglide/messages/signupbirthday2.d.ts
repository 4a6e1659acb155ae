export { signupbirthday2 as "signUpBirthday" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Signupbirthday2Inputs = {};
/**
* | output |
* | --- |
* | "Birthday" |
*
* @param {Signupbirthday2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
declare const signupbirthday2: ((inputs?: Signupbirthday2Inputs, options?: {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Signupbirthday2Inputs, {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}, {}>;
