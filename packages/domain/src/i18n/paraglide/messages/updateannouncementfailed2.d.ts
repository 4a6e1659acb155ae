export { updateannouncementfailed2 as "updateAnnouncementFailed" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Updateannouncementfailed2Inputs = {};
/**
* | output |
* | --- |
* | "Failed to update announcement. Please try again." |
*
* @param {Updateannouncementfailed2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
declare const updateannouncementfailed2: ((inputs?: Updateannouncementfailed2Inputs, options?: {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Updateannouncementfailed2Inputs, {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}, {}>;
