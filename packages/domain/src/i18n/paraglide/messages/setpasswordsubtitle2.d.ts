export { setpasswordsubtitle2 as "setPasswordSubtitle" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Setpasswordsubtitle2Inputs = {};
/**
* | output |
* | --- |
* | "Choose a password for your new account." |
*
* @param {Setpasswordsubtitle2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
declare const setpasswordsubtitle2: ((inputs?: Setpasswordsubtitle2Inputs, options?: {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Setpasswordsubtitle2Inputs, {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}, {}>;
