export { noannouncements1 as "noAnnouncements" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Noannouncements1Inputs = {
    kind: NonNullable<unknown>;
};
/**
* | kind | output |
* | --- | --- |
* | "general" | "No general announcements available." |
* | * | "No user-specific announcements available." |
*
* @param {Noannouncements1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
declare const noannouncements1: ((inputs: Noannouncements1Inputs, options?: {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Noannouncements1Inputs, {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}, {}>;
