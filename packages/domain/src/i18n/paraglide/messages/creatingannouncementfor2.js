/* eslint-disable */
import { message } from '../translations.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ cohortName: NonNullable<unknown> }} Creatingannouncementfor2Inputs */

const en_creatingannouncementfor2 = /** @type {(inputs: Creatingannouncementfor2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Creating announcement for: ${i?.cohortName}`)
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
const creatingannouncementfor2 = /** @type {((inputs: Creatingannouncementfor2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Creatingannouncementfor2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ (/* @__PURE__ */ message("creatingannouncementfor2", en_creatingannouncementfor2));
export { creatingannouncementfor2 as "creatingAnnouncementFor" }