export { deleteannouncementfailed2 as "deleteAnnouncementFailed" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Deleteannouncementfailed2Inputs = {};
/**
* | output |
* | --- |
* | "Failed to delete announcement. Please try again." |
*
* @param {Deleteannouncementfailed2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
declare const deleteannouncementfailed2: ((inputs?: Deleteannouncementfailed2Inputs, options?: {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Deleteannouncementfailed2Inputs, {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}, {}>;
