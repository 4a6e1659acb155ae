export { framesignedinas3 as "frameSignedInAs" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Framesignedinas3Inputs = {};
/**
* | output |
* | --- |
* | "Signed in as" |
*
* @param {Framesignedinas3Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
declare const framesignedinas3: ((inputs?: Framesignedinas3Inputs, options?: {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Framesignedinas3Inputs, {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}, {}>;
