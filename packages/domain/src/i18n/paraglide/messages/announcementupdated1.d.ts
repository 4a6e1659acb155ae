export { announcementupdated1 as "announcementUpdated" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Announcementupdated1Inputs = {};
/**
* | output |
* | --- |
* | "Announcement updated successfully!" |
*
* @param {Announcementupdated1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
declare const announcementupdated1: ((inputs?: Announcementupdated1Inputs, options?: {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Announcementupdated1Inputs, {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}, {}>;
