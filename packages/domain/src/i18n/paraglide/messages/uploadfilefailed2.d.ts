export { uploadfilefailed2 as "uploadFileFailed" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Uploadfilefailed2Inputs = {};
/**
* | output |
* | --- |
* | "Failed to upload the file. Please try again." |
*
* @param {Uploadfilefailed2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
declare const uploadfilefailed2: ((inputs?: Uploadfilefailed2Inputs, options?: {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Uploadfilefailed2Inputs, {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}, {}>;
