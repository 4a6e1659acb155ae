export { navclosemenu2 as "navCloseMenu" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Navclosemenu2Inputs = {};
/**
* | output |
* | --- |
* | "Close menu" |
*
* @param {Navclosemenu2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
declare const navclosemenu2: ((inputs?: Navclosemenu2Inputs, options?: {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Navclosemenu2Inputs, {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}, {}>;
