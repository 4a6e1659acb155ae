export { createannouncementfailed2 as "createAnnouncementFailed" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Createannouncementfailed2Inputs = {};
/**
* | output |
* | --- |
* | "Failed to create announcement. Please try again." |
*
* @param {Createannouncementfailed2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
declare const createannouncementfailed2: ((inputs?: Createannouncementfailed2Inputs, options?: {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Createannouncementfailed2Inputs, {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}, {}>;
