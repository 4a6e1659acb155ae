export { announcementcreated1 as "announcementCreated" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Announcementcreated1Inputs = {};
/**
* | output |
* | --- |
* | "Announcement created successfully!" |
*
* @param {Announcementcreated1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
declare const announcementcreated1: ((inputs?: Announcementcreated1Inputs, options?: {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Announcementcreated1Inputs, {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}, {}>;
