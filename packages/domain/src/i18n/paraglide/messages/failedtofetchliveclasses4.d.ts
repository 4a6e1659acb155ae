export { failedtofetchliveclasses4 as "failedToFetchLiveClasses" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Failedtofetchliveclasses4Inputs = {};
/**
* | output |
* | --- |
* | "Failed to fetch live classes. Please try again." |
*
* @param {Failedtofetchliveclasses4Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
declare const failedtofetchliveclasses4: ((inputs?: Failedtofetchliveclasses4Inputs, options?: {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Failedtofetchliveclasses4Inputs, {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}, {}>;
