export { noupcomingclasses2 as "noUpcomingClasses" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Noupcomingclasses2Inputs = {};
/**
* | output |
* | --- |
* | "No upcoming classes found." |
*
* @param {Noupcomingclasses2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
declare const noupcomingclasses2: ((inputs?: Noupcomingclasses2Inputs, options?: {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Noupcomingclasses2Inputs, {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}, {}>;
