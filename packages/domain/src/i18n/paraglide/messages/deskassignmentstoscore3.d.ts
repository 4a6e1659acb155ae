export { deskassignmentstoscore3 as "deskAssignmentsToScore" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Deskassignmentstoscore3Inputs = {
    count: NonNullable<unknown>;
};
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} assignment to score" |
* | * | "{count} assignments to score" |
*
* @param {Deskassignmentstoscore3Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
declare const deskassignmentstoscore3: ((inputs: Deskassignmentstoscore3Inputs, options?: {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Deskassignmentstoscore3Inputs, {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}, {}>;
