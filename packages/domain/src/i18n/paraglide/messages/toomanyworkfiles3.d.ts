export { toomanyworkfiles3 as "tooManyWorkFiles" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Toomanyworkfiles3Inputs = {
    count: NonNullable<unknown>;
};
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "You can hand in at most {count} file." |
* | * | "You can hand in at most {count} files." |
*
* @param {Toomanyworkfiles3Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
declare const toomanyworkfiles3: ((inputs: Toomanyworkfiles3Inputs, options?: {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Toomanyworkfiles3Inputs, {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}, {}>;
