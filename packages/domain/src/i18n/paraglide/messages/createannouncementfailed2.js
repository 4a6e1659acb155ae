/* eslint-disable */
import { message } from '../translations.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Createannouncementfailed2Inputs */

const en_createannouncementfailed2 = /** @type {(inputs: Createannouncementfailed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to create announcement. Please try again.`)
};

/**
* | output |
* | --- |
* | "Failed to create announcement. Please try again." |
*
* @param {Createannouncementfailed2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const createannouncementfailed2 = /** @type {((inputs?: Createannouncementfailed2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Createannouncementfailed2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ (/* @__PURE__ */ message("createannouncementfailed2", en_createannouncementfailed2));
export { createannouncementfailed2 as "createAnnouncementFailed" }