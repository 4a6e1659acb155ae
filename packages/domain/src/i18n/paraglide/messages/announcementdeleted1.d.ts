export { announcementdeleted1 as "announcementDeleted" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Announcementdeleted1Inputs = {};
/**
* | output |
* | --- |
* | "Announcement deleted successfully!" |
*
* @param {Announcementdeleted1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
declare const announcementdeleted1: ((inputs?: Announcementdeleted1Inputs, options?: {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Announcementdeleted1Inputs, {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}, {}>;
