/* eslint-disable */
import { message } from '../translations.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Updateannouncementfailed2Inputs */

const en_updateannouncementfailed2 = /** @type {(inputs: Updateannouncementfailed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to update announcement. Please try again.`)
};

/**
* | output |
* | --- |
* | "Failed to update announcement. Please try again." |
*
* @param {Updateannouncementfailed2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const updateannouncementfailed2 = /** @type {((inputs?: Updateannouncementfailed2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Updateannouncementfailed2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ (/* @__PURE__ */ message("updateannouncementfailed2", en_updateannouncementfailed2));
export { updateannouncementfailed2 as "updateAnnouncementFailed" }