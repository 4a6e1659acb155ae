export { downloadfilefailed2 as "downloadFileFailed" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Downloadfilefailed2Inputs = {};
/**
* | output |
* | --- |
* | "Failed to download the file. Please try again." |
*
* @param {Downloadfilefailed2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
declare const downloadfilefailed2: ((inputs?: Downloadfilefailed2Inputs, options?: {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Downloadfilefailed2Inputs, {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}, {}>;
