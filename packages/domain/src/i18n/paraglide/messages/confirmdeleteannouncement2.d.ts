export { confirmdeleteannouncement2 as "confirmDeleteAnnouncement" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Confirmdeleteannouncement2Inputs = {};
/**
* | output |
* | --- |
* | "Are you sure you want to delete this announcement?" |
*
* @param {Confirmdeleteannouncement2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
declare const confirmdeleteannouncement2: ((inputs?: Confirmdeleteannouncement2Inputs, options?: {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Confirmdeleteannouncement2Inputs, {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}, {}>;
