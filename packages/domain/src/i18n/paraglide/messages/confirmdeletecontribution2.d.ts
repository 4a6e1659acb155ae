export { confirmdeletecontribution2 as "confirmDeleteContribution" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Confirmdeletecontribution2Inputs = {};
/**
* | output |
* | --- |
* | "Are you sure you want to delete this contribution?" |
*
* @param {Confirmdeletecontribution2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
declare const confirmdeletecontribution2: ((inputs?: Confirmdeletecontribution2Inputs, options?: {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Confirmdeletecontribution2Inputs, {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}, {}>;
