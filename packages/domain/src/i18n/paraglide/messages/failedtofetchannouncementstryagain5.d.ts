export { failedtofetchannouncementstryagain5 as "failedToFetchAnnouncementsTryAgain" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Failedtofetchannouncementstryagain5Inputs = {};
/**
* | output |
* | --- |
* | "Failed to fetch announcements. Please try again." |
*
* @param {Failedtofetchannouncementstryagain5Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
declare const failedtofetchannouncementstryagain5: ((inputs?: Failedtofetchannouncementstryagain5Inputs, options?: {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Failedtofetchannouncementstryagain5Inputs, {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}, {}>;
