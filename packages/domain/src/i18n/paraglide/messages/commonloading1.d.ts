export { commonloading1 as "commonLoading" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Commonloading1Inputs = {};
/**
* | output |
* | --- |
* | "Loading..." |
*
* @param {Commonloading1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
declare const commonloading1: ((inputs?: Commonloading1Inputs, options?: {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Commonloading1Inputs, {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}, {}>;
