export { invalidresetlinkdot3 as "invalidResetLinkDot" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Invalidresetlinkdot3Inputs = {};
/**
* | output |
* | --- |
* | "Invalid reset link." |
*
* @param {Invalidresetlinkdot3Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
declare const invalidresetlinkdot3: ((inputs?: Invalidresetlinkdot3Inputs, options?: {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Invalidresetlinkdot3Inputs, {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}, {}>;
