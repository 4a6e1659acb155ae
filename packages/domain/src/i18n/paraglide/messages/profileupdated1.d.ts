export { profileupdated1 as "profileUpdated" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Profileupdated1Inputs = {};
/**
* | output |
* | --- |
* | "Profile updated successfully!" |
*
* @param {Profileupdated1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
declare const profileupdated1: ((inputs?: Profileupdated1Inputs, options?: {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profileupdated1Inputs, {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}, {}>;
