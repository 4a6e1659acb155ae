export { navadmincohorts2 as "navAdminCohorts" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Navadmincohorts2Inputs = {};
/**
* | output |
* | --- |
* | "Cohorts" |
*
* @param {Navadmincohorts2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
declare const navadmincohorts2: ((inputs?: Navadmincohorts2Inputs, options?: {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Navadmincohorts2Inputs, {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}, {}>;
