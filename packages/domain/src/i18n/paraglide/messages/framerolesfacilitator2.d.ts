export { framerolesfacilitator2 as "frameRolesFacilitator" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Framerolesfacilitator2Inputs = {};
/**
* | output |
* | --- |
* | "Facilitator" |
*
* @param {Framerolesfacilitator2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
declare const framerolesfacilitator2: ((inputs?: Framerolesfacilitator2Inputs, options?: {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Framerolesfacilitator2Inputs, {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}, {}>;
