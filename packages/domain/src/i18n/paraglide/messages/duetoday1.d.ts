export { duetoday1 as "dueToday" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Duetoday1Inputs = {};
/**
* | output |
* | --- |
* | "Due today" |
*
* @param {Duetoday1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
declare const duetoday1: ((inputs?: Duetoday1Inputs, options?: {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Duetoday1Inputs, {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}, {}>;
