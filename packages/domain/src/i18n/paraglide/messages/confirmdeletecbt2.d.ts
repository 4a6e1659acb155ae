export { confirmdeletecbt2 as "confirmDeleteCbt" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Confirmdeletecbt2Inputs = {};
/**
* | output |
* | --- |
* | "Are you sure you want to delete this cbt?" |
*
* @param {Confirmdeletecbt2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
declare const confirmdeletecbt2: ((inputs?: Confirmdeletecbt2Inputs, options?: {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Confirmdeletecbt2Inputs, {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}, {}>;
