export { creatingannouncementfor2 as "creatingAnnouncementFor" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Creatingannouncementfor2Inputs = {
    cohortName: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "Creating announcement for: {cohortName}" |
*
* @param {Creatingannouncementfor2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
declare const creatingannouncementfor2: ((inputs: Creatingannouncementfor2Inputs, options?: {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Creatingannouncementfor2Inputs, {
    locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar";
}, {}>;
