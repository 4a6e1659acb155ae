/* eslint-disable */
import { message } from '../translations.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Deleteannouncementfailed2Inputs */

const en_deleteannouncementfailed2 = /** @type {(inputs: Deleteannouncementfailed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to delete announcement. Please try again.`)
};

/**
* | output |
* | --- |
* | "Failed to delete announcement. Please try again." |
*
* @param {Deleteannouncementfailed2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const deleteannouncementfailed2 = /** @type {((inputs?: Deleteannouncementfailed2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Deleteannouncementfailed2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ (/* @__PURE__ */ message("deleteannouncementfailed2", en_deleteannouncementfailed2));
export { deleteannouncementfailed2 as "deleteAnnouncementFailed" }