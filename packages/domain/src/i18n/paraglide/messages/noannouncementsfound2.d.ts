export { noannouncementsfound2 as "noAnnouncementsFound" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Noannouncementsfound2Inputs = {};
/**
* | output |
* | --- |
* | "No announcements found" |
*
* @param {Noannouncementsfound2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
declare const noannouncementsfound2: ((inputs?: Noannouncementsfound2Inputs, options?: {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Noannouncementsfound2Inputs, {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}, {}>;
