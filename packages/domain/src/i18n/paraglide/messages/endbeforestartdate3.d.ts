export { endbeforestartdate3 as "endBeforeStartDate" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Endbeforestartdate3Inputs = {};
/**
* | output |
* | --- |
* | "must be on or after the start date" |
*
* @param {Endbeforestartdate3Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
declare const endbeforestartdate3: ((inputs?: Endbeforestartdate3Inputs, options?: {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Endbeforestartdate3Inputs, {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}, {}>;
