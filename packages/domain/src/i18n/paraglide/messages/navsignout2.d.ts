export { navsignout2 as "navSignOut" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Navsignout2Inputs = {};
/**
* | output |
* | --- |
* | "Sign Out" |
*
* @param {Navsignout2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
declare const navsignout2: ((inputs?: Navsignout2Inputs, options?: {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Navsignout2Inputs, {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}, {}>;
