export { loadingprofile1 as "loadingProfile" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Loadingprofile1Inputs = {};
/**
* | output |
* | --- |
* | "Loading your profile..." |
*
* @param {Loadingprofile1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
declare const loadingprofile1: ((inputs?: Loadingprofile1Inputs, options?: {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Loadingprofile1Inputs, {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}, {}>;
