export { chunkloadfailed2 as "chunkLoadFailed" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Chunkloadfailed2Inputs = {
    chunkId: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "Loading chunk {chunkId} failed" |
*
* @param {Chunkloadfailed2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
declare const chunkloadfailed2: ((inputs: Chunkloadfailed2Inputs, options?: {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Chunkloadfailed2Inputs, {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}, {}>;
