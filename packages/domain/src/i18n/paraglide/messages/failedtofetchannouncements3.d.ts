export { failedtofetchannouncements3 as "failedToFetchAnnouncements" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Failedtofetchannouncements3Inputs = {};
/**
* | output |
* | --- |
* | "Failed to fetch announcements" |
*
* @param {Failedtofetchannouncements3Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
declare const failedtofetchannouncements3: ((inputs?: Failedtofetchannouncements3Inputs, options?: {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Failedtofetchannouncements3Inputs, {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}, {}>;
