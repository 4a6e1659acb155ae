export { zoomlinkunavailable2 as "zoomLinkUnavailable" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Zoomlinkunavailable2Inputs = {};
/**
* | output |
* | --- |
* | "Zoom link not available for this class" |
*
* @param {Zoomlinkunavailable2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
declare const zoomlinkunavailable2: ((inputs?: Zoomlinkunavailable2Inputs, options?: {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Zoomlinkunavailable2Inputs, {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}, {}>;
