export { deskcontributionstoscore3 as "deskContributionsToScore" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Deskcontributionstoscore3Inputs = {
    count: NonNullable<unknown>;
};
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} contribution to score" |
* | * | "{count} contributions to score" |
*
* @param {Deskcontributionstoscore3Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
declare const deskcontributionstoscore3: ((inputs: Deskcontributionstoscore3Inputs, options?: {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Deskcontributionstoscore3Inputs, {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}, {}>;
