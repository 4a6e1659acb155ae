export { maillinkvaliddays3 as "mailLinkValidDays" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Maillinkvaliddays3Inputs = {
    count: NonNullable<unknown>;
};
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "The link is valid for {count} day and can be used once." |
* | * | "The link is valid for {count} days and can be used once." |
*
* @param {Maillinkvaliddays3Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
declare const maillinkvaliddays3: ((inputs: Maillinkvaliddays3Inputs, options?: {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Maillinkvaliddays3Inputs, {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}, {}>;
