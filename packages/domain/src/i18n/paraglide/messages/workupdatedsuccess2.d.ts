export { workupdatedsuccess2 as "workUpdatedSuccess" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Workupdatedsuccess2Inputs = {};
/**
* | output |
* | --- |
* | "Work updated successfully!" |
*
* @param {Workupdatedsuccess2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
declare const workupdatedsuccess2: ((inputs?: Workupdatedsuccess2Inputs, options?: {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Workupdatedsuccess2Inputs, {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}, {}>;
