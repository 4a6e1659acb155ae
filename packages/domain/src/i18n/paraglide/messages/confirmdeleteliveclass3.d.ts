export { confirmdeleteliveclass3 as "confirmDeleteLiveClass" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Confirmdeleteliveclass3Inputs = {};
/**
* | output |
* | --- |
* | "Are you sure you want to delete this live class?" |
*
* @param {Confirmdeleteliveclass3Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
declare const confirmdeleteliveclass3: ((inputs?: Confirmdeleteliveclass3Inputs, options?: {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Confirmdeleteliveclass3Inputs, {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}, {}>;
