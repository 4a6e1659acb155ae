export { extensiongranted1 as "extensionGranted" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Extensiongranted1Inputs = {
    count: NonNullable<unknown>;
};
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "Extension granted to {count} student." |
* | * | "Extension granted to {count} students." |
*
* @param {Extensiongranted1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
declare const extensiongranted1: ((inputs: Extensiongranted1Inputs, options?: {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Extensiongranted1Inputs, {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}, {}>;
