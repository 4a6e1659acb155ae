export { mailhello1 as "mailHello" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mailhello1Inputs = {
    name: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "Hello {name}," |
*
* @param {Mailhello1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
declare const mailhello1: ((inputs: Mailhello1Inputs, options?: {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mailhello1Inputs, {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}, {}>;
